import Foundation

/// Why a delivery attempt stopped, sorted by what the outbox does next.
enum DeliveryFailure: Error, Sendable {
    /// Try again later: a 5xx, 408 or 429, a reset or refused connection, a timeout. `after` is
    /// the server's `Retry-After`, which the next attempt waits at least.
    case retry(String, after: TimeInterval?)
    /// The Bridge upload URL expired (403 on the PUT, or its expiry passed): ask for a new
    /// session.
    case sessionExpired(String)
    /// The server refused the result for good (412 not consented, another 4xx but 408 and 429).
    case refused(String)

    /// The sentence for the journal.
    var message: String {
        switch self {
        case .retry(let message, _), .sessionExpired(let message), .refused(let message): message
        }
    }

    /// The failure a non-2xx reply means (HTTP semantics, Bridge's retry rules).
    /// - Parameters:
    ///   - reply: The reply.
    ///   - advice: What a refusal means for this request, appended to the message.
    static func from(_ reply: HTTPReply, advice: String = "") -> DeliveryFailure {
        let message = reply.summary + (advice.isEmpty ? "" : "; \(advice)")
        switch reply.status {
        case 408, 429, 500...:
            return .retry(message, after: reply.retryAfter)
        case 412:
            return .refused(reply.summary + "; the participant has not consented to share with this study: record consent, then enqueue the result again")
        case 401:
            return .refused(reply.summary + "; the server refused the credentials: correct user and password in the destinations file, then enqueue the result again")
        default:
            return .refused(message.isEmpty ? "status \(reply.status)" : message)
        }
    }
}
