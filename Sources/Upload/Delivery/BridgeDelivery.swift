import Foundation
import NIOHTTP1
import RecordingFormat

/// Sage Bridge's upload protocol, as BridgeServer2's `UploadController` serves it: `POST
/// {base}/v3/uploads` with the archive's name, length, MD5, type and, explicitly, `encrypted`
/// and `zipped` opens a session `{id, url, expires}`; `PUT url` sends the archive with
/// Content-Length, Content-Type and Content-MD5; `POST {base}/v3/uploads/{id}/complete` closes
/// it; `GET {base}/v3/uploadstatuses/{id}` is polled until Bridge validated the archive. An upload
/// Bridge calls a `duplicate` (the same bytes as an earlier upload of the account) is settled by
/// its original's status (`BridgeDuplicate`). The calls to the server carry the account's session
/// (`BridgeAPI`); the PUT, to a presigned URL, does not.
struct BridgeDelivery: DeliveryProtocol {
    let api: BridgeAPI
    /// How long to wait before each poll of the validation status within one attempt.
    let polls: [Duration]

    /// The archives' content type.
    static let contentType = "application/zip"
    /// The polls of one attempt: 0.5 s, then doubling, six in all (about 31 s).
    static let defaultPolls: [Duration] = [0.5, 1, 2, 4, 8, 16].map { .milliseconds(Int($0 * 1000)) }

    var finalStage: UploadStage { .validated }

    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        let destination = api.destination
        var next = item
        switch item.stage {
        case .queued, .authenticated, .recordImported:
            // BridgeServer2's UploadRequest takes an absent `encrypted` or `zipped` as true: both are
            // always sent, `encrypted` true only for a CMS envelope.
            let request: [String: Any] = ["name": item.payload, "contentLength": item.byteCount, "contentMd5": item.md5,
                                          "contentType": Self.contentType, "encrypted": item.payload.hasSuffix(".cms"),
                                          "zipped": true]
            let body = (try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])) ?? Data()
            let reply = try await api.send(.POST, destination.endpoint("v3", "uploads"), json: body)
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            let session = try reply.jsonObject()
            guard let id = session["id"] as? String, !id.isEmpty, let location = session["url"] as? String,
                  let url = URL(string: location) else {
                throw .retry("\(reply.request) answered \(reply.status) without an upload session's id and url", after: nil)
            }
            do {
                try TransportSecurity.check(url, purpose: "upload session \(id): url")
            } catch {
                throw .refused(error.message)
            }
            next.stage = .sessionRequested
            next.sessionID = id
            next.uploadURL = location
            next.uploadExpires = (session["expires"] as? String).flatMap(Self.date)
            let expiry = next.uploadExpires.map { ", its URL expires \(ISO8601DateFormatter().string(from: $0))" } ?? ""
            return (next, "upload session \(id) opened\(expiry)")
        case .sessionRequested:
            guard let id = item.sessionID, let location = item.uploadURL, let url = URL(string: location) else {
                throw .sessionExpired("the journal holds no upload URL for this item")
            }
            if let expires = item.uploadExpires, expires <= now {
                throw .sessionExpired("upload session \(id) expired at \(ISO8601DateFormatter().string(from: expires))")
            }
            let reply = try await api.transport.send(.PUT, file: payload, byteCount: item.byteCount, to: url, headers: [
                ("Content-Length", String(item.byteCount)), ("Content-Type", Self.contentType), ("Content-MD5", item.md5),
            ])
            if reply.status == 403 {
                throw .sessionExpired(reply.summary + "; the upload URL expired")
            }
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            next.stage = .bodySent
            return (next, "\(item.byteCount) bytes sent to upload session \(id) (\(reply.status))")
        case .bodySent:
            let id = try sessionID(of: item)
            let reply = try await api.send(.POST, destination.endpoint("v3", "uploads", id, "complete"), json: nil)
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            next.stage = .completed
            return (next, "upload session \(id) completed (\(reply.status))")
        case .completed:
            let id = try sessionID(of: item)
            let status = try await validation(of: id)
            if status.state == "duplicate" {
                return try await BridgeDuplicate(api: api, upload: id).settle(item, payload: payload, now: now)
            }
            next.stage = .validated
            let messages = status.messages.isEmpty ? "" : ": " + status.messages.joined(separator: "; ")
            return (next, "upload \(id) validated (\(status.state))\(messages)")
        case .validated:
            return (next, "already validated")
        }
    }

    private func sessionID(of item: OutboxItem) throws(DeliveryFailure) -> String {
        guard let id = item.sessionID else {
            throw .sessionExpired("the journal holds no upload session for this item")
        }
        return id
    }

    /// Polls `/v3/uploadstatuses/{id}` until Bridge's validation ends.
    /// - Returns: `succeeded`, or `duplicate` (an upload Bridge never validates), with Bridge's
    ///   messages.
    /// - Throws: `.refused` with Bridge's messages for `validation_failed`; `.retry` when the
    ///   validation is still running after the last poll, or a poll fails.
    private func validation(of id: String) async throws(DeliveryFailure) -> (state: String, messages: [String]) {
        let url = api.destination.endpoint("v3", "uploadstatuses", id)
        var state = "unknown"
        for wait in polls {
            try? await Task.sleep(for: wait)
            let reply = try await api.send(.GET, url, json: nil)
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            let status = try reply.jsonObject()
            state = status["status"] as? String ?? "unknown"
            let messages = status["messageList"] as? [String] ?? []
            switch state {
            case "succeeded", "duplicate":
                return (state, messages)
            case "validation_failed":
                throw .refused("upload \(id) failed Bridge's validation: \(messages.isEmpty ? "no reason given" : messages.joined(separator: "; ")); correct the archive's problem, then enqueue the result again")
            default:
                continue
            }
        }
        throw .retry("upload \(id) is still \(state) at \(HTTPTransport.shown(url)) after \(polls.count) polls", after: nil)
    }

    /// Bridge's `expires`: ISO 8601 with or without fractional seconds.
    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
