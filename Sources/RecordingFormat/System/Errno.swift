#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX error number, as a system call leaves it in `errno`.
///
/// Shaped after swift-system's `Errno`: a raw value, named constants for the numbers this package
/// reacts to, and the C library's text as its description.
public struct Errno: RawRepresentable, Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The error number.
    public let rawValue: CInt

    /// Creates the error for `rawValue`.
    /// - Parameter rawValue: A positive error number.
    public init(rawValue: CInt) {
        self.rawValue = rawValue
    }

    /// The error in `errno` right now; read it straight after the failing call.
    static var current: Errno { Errno(rawValue: errno) }

    /// The C library's text, `No space left on device`. The corresponding C function is `strerror`.
    public var description: String { String(cString: strerror(rawValue)) }

    /// The C constant's name, `ENOSPC`, or `errno 123` for a number not named here.
    public var name: String { Errno.names[self] ?? "errno \(rawValue)" }

    /// Operation not permitted (`EPERM`).
    public static let notPermitted = Errno(rawValue: EPERM)
    /// No such file or directory (`ENOENT`).
    public static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    /// Interrupted by a signal before anything happened (`EINTR`); the seam retries it.
    public static let interrupted = Errno(rawValue: EINTR)
    /// Input/output error (`EIO`).
    public static let ioError = Errno(rawValue: EIO)
    /// No such device or address (`ENXIO`).
    public static let noSuchAddress = Errno(rawValue: ENXIO)
    /// Bad file descriptor (`EBADF`).
    public static let badFileDescriptor = Errno(rawValue: EBADF)
    /// Try again: nothing to read on a non-blocking descriptor (`EAGAIN`).
    public static let wouldBlock = Errno(rawValue: EAGAIN)
    /// Permission denied (`EACCES`).
    public static let permissionDenied = Errno(rawValue: EACCES)
    /// Device or resource busy (`EBUSY`).
    public static let busy = Errno(rawValue: EBUSY)
    /// File exists (`EEXIST`).
    public static let fileExists = Errno(rawValue: EEXIST)
    /// Cross-device link: a rename between file systems (`EXDEV`).
    public static let crossDevice = Errno(rawValue: EXDEV)
    /// No such device (`ENODEV`): a removed input or IIO device.
    public static let noSuchDevice = Errno(rawValue: ENODEV)
    /// Not a directory (`ENOTDIR`).
    public static let notDirectory = Errno(rawValue: ENOTDIR)
    /// Is a directory (`EISDIR`).
    public static let isDirectory = Errno(rawValue: EISDIR)
    /// File too large: the file-size limit was reached (`EFBIG`).
    public static let fileTooLarge = Errno(rawValue: EFBIG)
    /// No space left on device (`ENOSPC`).
    public static let noSpace = Errno(rawValue: ENOSPC)
    /// Read-only file system (`EROFS`).
    public static let readOnlyFileSystem = Errno(rawValue: EROFS)
    /// Broken pipe (`EPIPE`).
    public static let brokenPipe = Errno(rawValue: EPIPE)
    /// Too many levels of symbolic links: `O_NOFOLLOW` met a link (`ELOOP`).
    public static let tooManySymbolicLinks = Errno(rawValue: ELOOP)
    /// Disk quota exceeded (`EDQUOT`).
    public static let diskQuotaExceeded = Errno(rawValue: EDQUOT)

    /// Every named constant by its C name, for `name` and for fault plans.
    static let byName: [String: Errno] = [
        "EPERM": .notPermitted, "ENOENT": .noSuchFileOrDirectory, "EINTR": .interrupted, "EIO": .ioError,
        "ENXIO": .noSuchAddress, "EBADF": .badFileDescriptor, "EAGAIN": .wouldBlock, "EACCES": .permissionDenied,
        "EBUSY": .busy, "EEXIST": .fileExists, "EXDEV": .crossDevice, "ENODEV": .noSuchDevice,
        "ENOTDIR": .notDirectory, "EISDIR": .isDirectory, "EFBIG": .fileTooLarge, "ENOSPC": .noSpace,
        "EROFS": .readOnlyFileSystem, "EPIPE": .brokenPipe, "ELOOP": .tooManySymbolicLinks, "EDQUOT": .diskQuotaExceeded,
    ]

    private static let names: [Errno: String] = Dictionary(uniqueKeysWithValues: byName.map { ($1, $0) })
}
