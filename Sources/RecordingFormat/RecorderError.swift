/// Why a recorder or source could not start, or why it ended early.
///
/// The message names the file, device or field concerned and, where there is one, the way out.
public struct RecorderError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The broad kind of failure, for programs that react to it.
    public enum Kind: String, Sendable, Codable, Equatable {
        /// No device serves the requested sensor.
        case deviceNotFound
        /// The device node or sysfs file could not be opened for lack of permission.
        case permissionDenied
        /// The device disappeared or failed while recording.
        case deviceLost
        /// A daemon (gpsd) could not be reached or went away.
        case connectionFailed
        /// The device or configuration does not support what was asked.
        case unsupported
        /// Writing a chunk failed (disk full, file too large, I/O error).
        case writeFailed
        /// The output directory cannot be created or written.
        case outputNotWritable
        /// A chunk or recording could not be read or parsed.
        case malformedRecording
        /// A recorder configuration is invalid.
        case invalidConfiguration
    }

    /// The kind of failure.
    public var kind: Kind
    /// A sentence that names what failed and what to do about it.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
