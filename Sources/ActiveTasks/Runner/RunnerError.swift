/// Why the runner refused a command or restoration data.
public struct RunnerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind of refusal.
    public enum Kind: String, Sendable {
        /// The task is not running (not started, completed or cancelled).
        case notRunning
        /// A required question has no answer.
        case answerRequired
        /// An answer was given for a question the current step does not ask.
        case unexpectedAnswer
        /// Back navigation is not possible here.
        case backNotAllowed
        /// Restoration data is malformed or belongs to another task.
        case invalidRestorationData
    }

    /// The kind of refusal.
    public var kind: Kind
    /// A sentence naming the step or question and the way out.
    public var message: String

    /// Creates a runner error.
    /// - Parameters:
    ///   - kind: The kind of refusal.
    ///   - message: What was refused and why.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
