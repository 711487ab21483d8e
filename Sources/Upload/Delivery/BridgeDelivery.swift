import Foundation
import RecordingFormat
import NIOHTTP1

/// Sage Bridge's upload protocol: `POST {base}/v3/uploads` with the archive's name, length, MD5
/// and type opens a session `{id, url, expires}`; `PUT url` sends the archive with
/// Content-Length, Content-Type and Content-MD5; `POST {base}/v3/uploads/{id}/complete` closes
/// it. The POSTs carry the destination's credentials (Basic); the PUT, to a presigned URL, does not.
struct BridgeDelivery: DeliveryProtocol {
    let destination: UploadDestination
    let transport: HTTPTransport

    /// The archives' content type.
    static let contentType = "application/zip"

    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        var next = item
        switch item.stage {
        case .queued, .authenticated:
            let request: [String: Any] = ["name": item.payload, "contentLength": item.byteCount,
                                          "contentMd5": item.md5, "contentType": Self.contentType]
            let body = (try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])) ?? Data()
            let reply = try await transport.send(.POST, destination.endpoint("v3", "uploads"), json: body)
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
            let reply = try await transport.send(.PUT, file: payload, byteCount: item.byteCount, to: url, headers: [
                ("Content-Length", String(item.byteCount)), ("Content-Type", Self.contentType), ("Content-MD5", item.md5),
            ])
            if reply.status == 403 {
                throw .sessionExpired(reply.summary + "; the upload URL expired")
            }
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            next.stage = .bodySent
            return (next, "\(item.byteCount) bytes sent to upload session \(id) (\(reply.status))")
        case .bodySent:
            guard let id = item.sessionID else {
                throw .sessionExpired("the journal holds no upload session for this item")
            }
            let reply = try await transport.send(.POST, destination.endpoint("v3", "uploads", id, "complete"), json: nil)
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            next.stage = .completed
            return (next, "upload session \(id) completed (\(reply.status))")
        case .completed:
            return (next, "already completed")
        }
    }

    /// Bridge's `expires`: ISO 8601 with or without fractional seconds.
    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
