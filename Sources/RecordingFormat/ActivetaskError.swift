/// Why something in activetask failed: one shape for every error the package throws.
///
/// `code` says what kind of failure it is, for programs that react to it (it can grow without
/// breaking them); `message` is a sentence that names the file, device, field or step concerned
/// and, where there is one, the way out; `errno` is the system's error number when a system call
/// failed; `underlying` is the error this one wraps, kept so that its code and errno stay reachable.
public struct ActivetaskError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The kind of failure.
    public var code: Code
    /// A sentence that names what failed and what to do about it.
    public var message: String
    /// The system's error number, when a system call failed.
    public var errno: Errno?
    private var cause: Cause?

    /// Creates an error.
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What failed and the way out.
    ///   - errno: The system's error number, when a system call failed.
    ///   - underlying: The error this one wraps.
    public init(_ code: Code, _ message: String, errno: Errno? = nil, underlying: (any Error & Sendable)? = nil) {
        self.code = code
        self.message = message
        self.errno = errno ?? (underlying as? Errno) ?? (underlying as? ActivetaskError)?.errno
        self.cause = underlying.map(Cause.init)
    }

    /// The error this one wraps, if any.
    public var underlying: (any Error & Sendable)? { cause?.error }

    /// The message.
    public var description: String { message }

    /// Errors are equal when they report the same failure: the same code, message and errno
    /// (the wrapped error is not compared).
    public static func == (left: ActivetaskError, right: ActivetaskError) -> Bool {
        left.code == right.code && left.message == right.message && left.errno == right.errno
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case kind, message, errno, errnoName
    }

    /// Reads `{"kind", "message"}` and, when present, `errno`; the wrapped error is not stored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Code.self, forKey: .kind)
        message = try container.decode(String.self, forKey: .message)
        errno = try container.decodeIfPresent(Errno.self, forKey: .errno)
    }

    /// Writes `{"kind", "message"}` and, for a failed system call, `errno` (the number) and
    /// `errnoName` (`ENOSPC`), as docs/FORMAT.md describes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(errno, forKey: .errno)
        try container.encodeIfPresent(errno?.name, forKey: .errnoName)
    }

    /// The wrapped error, boxed: a struct cannot hold a value of its own type.
    private final class Cause: Sendable {
        let error: any Error & Sendable

        init(_ error: any Error & Sendable) {
            self.error = error
        }
    }
}
