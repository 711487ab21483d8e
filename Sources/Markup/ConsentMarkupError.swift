/// Why `htmlContent` is not in the subset consent documents allow: the tag, attribute or entity,
/// where it is, and what to use instead.
public struct ConsentMarkupError: Error, Sendable, Equatable {
    /// What is wrong, with the way out.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What is wrong, with the way out.
    public init(_ message: String) {
        self.message = message
    }
}
