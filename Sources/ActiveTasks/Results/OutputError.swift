/// A run's output could not be written; the message names the file and the way out.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed and what to do about it.
    public var message: String

    /// Creates an output error.
    /// - Parameter message: What failed and what to do about it.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
