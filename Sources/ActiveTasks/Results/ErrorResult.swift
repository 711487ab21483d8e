import Foundation
import RecordingFormat

/// A failure recorded in a result instead of stopping the run (an optional recorder whose device
/// could not start, a device lost mid-step).
public struct ErrorResult: Sendable, Equatable, Codable {
    /// What failed: a recorder's identifier, or a step's.
    public var identifier: String
    /// The broad kind of failure (an `ActivetaskError.Code` raw value for recorder failures).
    public var kind: String
    /// A sentence naming what failed and the way out.
    public var message: String
    /// The system's error number, when a system call failed (`28`).
    public var errno: Int?
    /// The C name of `errno` (`ENOSPC`).
    public var errnoName: String?
    /// When the failure happened.
    public var date: Date

    /// Creates an error result.
    /// - Parameters:
    ///   - identifier: What failed.
    ///   - kind: The kind of failure.
    ///   - message: What failed and the way out.
    ///   - date: When it happened.
    ///   - errno: The system's error number, when a system call failed.
    public init(identifier: String, kind: String, message: String, date: Date, errno: Errno? = nil) {
        self.identifier = identifier
        self.kind = kind
        self.message = message
        self.date = date
        self.errno = errno.map { Int($0.rawValue) }
        self.errnoName = errno?.name
    }

    /// Creates the error result of a recorder failure.
    /// - Parameters:
    ///   - identifier: The recorder configuration's identifier.
    ///   - error: The recorder's error.
    ///   - date: When it happened.
    public init(identifier: String, error: ActivetaskError, date: Date) {
        self.init(identifier: identifier, kind: error.code.rawValue, message: error.message, date: date, errno: error.errno)
    }
}
