/// Why the kiosk cannot serve or run: the address it cannot bind, a missing page resource.
public struct KioskError: Error, Sendable, Equatable {
    /// What went wrong and what to do, in one line.
    public let message: String

    /// Creates an error.
    /// - Parameter message: What went wrong and what to do.
    public init(_ message: String) {
        self.message = message
    }
}
