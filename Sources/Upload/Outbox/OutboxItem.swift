import Foundation

/// One result on its way to one destination, as the journal keeps it.
public struct OutboxItem: Sendable, Codable, Equatable, JournalStorable {
    /// The journal's table.
    static let tableName = "item"

    /// The journal's number for the item.
    public var id: Int64?
    /// The destination's name.
    public var destination: String
    /// The protocol of the destination when the item was enqueued.
    public var kind: UploadDestination.Kind
    /// The run's `taskRunUUID`: one item per run and destination.
    public var runUUID: String
    /// The task's identifier.
    public var task: String
    /// The run's result folder (never changed by the outbox).
    public var source: String
    /// The payload's file name in the outbox folder.
    public var payload: String
    /// The payload's size in bytes.
    public var byteCount: Int64
    /// The payload's MD5, base64 (Content-MD5).
    public var md5: String
    /// Pending, sent or failed.
    public var state: DeliveryState
    /// The last stage the server confirmed.
    public var stage: UploadStage
    /// Bridge: the upload session's id.
    public var sessionID: String?
    /// Bridge: the URL the archive is PUT to.
    public var uploadURL: String?
    /// Bridge: when that URL stops working.
    public var uploadExpires: Date?
    /// How many delivery attempts ended (a killed attempt is not counted).
    public var attempts: Int
    /// When the item is due again.
    public var nextAttempt: Date
    /// The last failure, for `upload status`.
    public var lastError: String?
    /// When the item entered the outbox.
    public var enqueuedAt: Date
    /// When the server confirmed it.
    public var sentAt: Date?
}
