/// Why a consent PDF could not be made: cairo or pango refused, named with its reason.
public struct ConsentPDFError: Error, Sendable, Equatable {
    /// What failed and the way out.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What failed and the way out.
    public init(_ message: String) {
        self.message = message
    }
}
