import Export
import Foundation
import RecordingFormat

/// An upload Bridge created as a `duplicate`, and what becomes of its item. BridgeServer2
/// deduplicates a participant's uploads by MD5 over 7 days (`UploadService.createUpload`,
/// `DynamoUploadDedupeDao.NUM_DAYS_BEFORE`): when the earlier upload is no longer `requested` the
/// new one is tagged `duplicate` with the earlier one's id (`DynamoUploadDao.createUpload`) and is
/// never validated (`UploadService.uploadComplete` validates only `requested` uploads). So a
/// duplicate is never delivered on its own word: the original's id comes from the upload's view
/// (`GET /v3/uploads/{id}/exporter3`, its `upload.duplicateUploadId`), the original's status from
/// `GET /v3/uploadstatuses/{original}`. A validated original delivers the item; one still being
/// validated makes it wait; any other (failed, never completed, or not named) makes the archive new
/// bytes (`ArchiveRestamp`: a fresh `uploadedOn`), sent in a new upload session.
struct BridgeDuplicate {
    /// The account's calls.
    let api: BridgeAPI
    /// The upload Bridge called a duplicate.
    let upload: String

    /// The item once the duplicate's original says what it is worth, with the sentence that says
    /// why for the journal.
    /// - Parameters:
    ///   - item: The item, at stage `completed`.
    ///   - payload: Its payload file, rewritten when it is sent again.
    ///   - now: Now: the `uploadedOn` of an archive sent again.
    /// - Returns: The item at `validated` (its original was), or back at `queued` with its new
    ///   size and MD5 (sent again).
    /// - Throws: `.retry` while the original is being validated or a request fails for a while;
    ///   `.refused` when an encrypted archive would have to be sent again (the outbox cannot open
    ///   it) or the payload cannot be rewritten.
    func settle(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        let why: String
        if let original = try await originalID() {
            let said = "upload \(upload) is Bridge's duplicate of upload \(original)"
            if let status = try await status(of: original) {
                switch status.state {
                case "succeeded":
                    var next = item
                    next.stage = .validated
                    return (next, "\(said), which Bridge validated (succeeded): delivered without sending it again")
                case "validation_in_progress":
                    throw .retry("\(said), which Bridge is still validating; the item waits for its result", after: nil)
                default:
                    let messages = status.messages.isEmpty ? "" : ": " + status.messages.joined(separator: "; ")
                    why = "\(said), which Bridge did not validate (\(status.state)\(messages))"
                }
            } else {
                why = "\(said), whose status Bridge does not show"
            }
        } else {
            why = "upload \(upload) is Bridge's duplicate of an earlier upload Bridge does not name"
        }
        return try resend(item, payload: payload, now: now, because: why)
    }

    /// `upload.duplicateUploadId` of the upload's view, or `nil` when Bridge shows none (403, 404).
    private func originalID() async throws(DeliveryFailure) -> String? {
        let reply = try await api.send(.GET, api.destination.endpoint("v3", "uploads", upload, "exporter3"), json: nil)
        if reply.status == 403 || reply.status == 404 { return nil }
        guard reply.succeeded else { throw DeliveryFailure.from(reply) }
        return (try reply.jsonObject()["upload"] as? [String: Any])?["duplicateUploadId"] as? String
    }

    /// The original's status and messages, or `nil` when Bridge shows none (403, 404).
    private func status(of original: String) async throws(DeliveryFailure) -> (state: String, messages: [String])? {
        let reply = try await api.send(.GET, api.destination.endpoint("v3", "uploadstatuses", original), json: nil)
        if reply.status == 403 || reply.status == 404 { return nil }
        guard reply.succeeded else { throw DeliveryFailure.from(reply) }
        let status = try reply.jsonObject()
        return (status["status"] as? String ?? "unknown", status["messageList"] as? [String] ?? [])
    }

    /// The item back at `queued` with its payload made new bytes.
    private func resend(_ item: OutboxItem, payload: URL, now: Date, because why: String) throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        guard !item.payload.hasSuffix(".cms") else {
            throw .refused("\(why); an encrypted archive cannot be made anew in the outbox: enqueue the result again, which encrypts it anew")
        }
        let entry: String
        let digest: PayloadDigest
        do {
            entry = try ArchiveRestamp.restamp(payload, uploadedOn: now, timeZone: .current)
            digest = try PayloadDigest(of: payload)
        } catch {
            throw .refused("\(why); \(error.message)")
        }
        var next = item
        next.stage = .queued
        next.sessionID = nil
        next.uploadURL = nil
        next.uploadExpires = nil
        next.byteCount = digest.byteCount
        next.md5 = digest.md5
        return (next, "\(why): sent again as new bytes (\(entry) with \(ArchiveRestamp.memberName)), \(digest.byteCount) bytes, MD5 \(digest.md5)")
    }
}
