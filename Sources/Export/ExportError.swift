/// An export could not be made; the message names the file, field or item and the way out.
public struct ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed and what to do about it; one line per problem.
    public var message: String

    /// Creates an export error.
    /// - Parameter message: What failed and what to do about it.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
