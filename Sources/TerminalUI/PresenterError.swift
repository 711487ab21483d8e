import ActiveTasks

/// Why a presenter stopped before the task ended.
public struct PresenterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What happened and the way out.
    public var message: String

    /// Creates a presenter error.
    /// - Parameter message: What happened and the way out.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
