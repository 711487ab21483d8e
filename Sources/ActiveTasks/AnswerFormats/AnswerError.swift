/// Why an answer is not acceptable for its answer format.
public struct AnswerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A sentence a participant or study engineer can act on (`300 is above the maximum 120`).
    public var message: String

    /// Creates an answer error.
    /// - Parameter message: Why the answer is not acceptable.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
