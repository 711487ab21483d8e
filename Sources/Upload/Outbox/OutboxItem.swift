import Foundation

/// One result on its way to one destination, as the journal keeps it.
package struct OutboxItem: Sendable, Codable, Equatable, JournalStorable {
    /// The journal's table.
    static let tableName = "item"

    /// The journal's number for the item.
    package var id: Int64?
    /// The destination's name.
    package var destination: String
    /// The protocol of the destination when the item was enqueued.
    package var kind: UploadDestination.Kind
    /// The run's `taskRunUUID`, or an adherence report's snapshot identifier
    /// (`AdherenceSnapshot.identifier`): one item per run, destination and part.
    package var runUUID: String
    /// Which part of the run the item carries: empty for the whole run (a Bridge archive, a
    /// Rave form), `consent` for a consent signature, a step's identifier for the archive of
    /// that step when the run's archive was too large for one upload, `adherence` for an
    /// adherence report's archive.
    package var part: String = ""
    /// Bridge, for a destination whose account is `"participant"`: the run's participant id,
    /// the `externalId` the item signs in with.
    package var account: String?
    /// The task's identifier.
    package var task: String
    /// The run's result folder (never changed by the outbox).
    package var source: String
    /// The payload's file name in the outbox folder.
    package var payload: String
    /// The payload's size in bytes.
    package var byteCount: Int64
    /// The payload's MD5, base64 (Content-MD5).
    package var md5: String
    /// Pending, sent or failed.
    package var state: DeliveryState
    /// The last stage the server confirmed.
    package var stage: UploadStage
    /// Bridge: the upload session's id.
    package var sessionID: String?
    /// Bridge: the URL the archive is PUT to, held by the attempt that asked for it and never
    /// journaled (its signature is a credential; `OutboxJournal.record`).
    package var uploadURL: String?
    /// Bridge: when that URL stops working.
    package var uploadExpires: Date?
    /// How many delivery attempts ended (a killed attempt is not counted).
    package var attempts: Int
    /// When the item is due again.
    package var nextAttempt: Date
    /// The last failure, for `upload status`.
    package var lastError: String?
    /// When the item entered the outbox.
    package var enqueuedAt: Date
    /// When the server confirmed it.
    package var sentAt: Date?
}
