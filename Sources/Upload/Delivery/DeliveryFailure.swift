import Foundation

/// Why a delivery attempt stopped, sorted by what the outbox does next.
enum DeliveryFailure: Error, Sendable {
    /// Try again later: a 5xx, 408, 409, 410, 412 or 429, a reset or refused connection, a
    /// timeout. `after` is the server's `Retry-After`, which the next attempt waits at least.
    case retry(String, after: TimeInterval?)
    /// The Bridge upload URL expired (403 on the PUT, or its expiry passed): ask for a new
    /// session.
    case sessionExpired(String)
    /// The server refused the result for good (a 4xx but 408, 409, 410, 412 and 429; a sign-in
    /// refused; a validation failed).
    case refused(String)

    /// The sentence for the journal.
    var message: String {
        switch self {
        case .retry(let message, _), .sessionExpired(let message), .refused(let message): message
        }
    }

    /// The failure a non-2xx reply means (HTTP semantics, Bridge's retry rules: the iOS SDK
    /// retries 409 and 503 and keeps a 410 for later; 412 means the account has not consented,
    /// which may change, so the item waits).
    /// - Parameters:
    ///   - reply: The reply.
    ///   - advice: What a refusal means for this request, appended to the message of a refusal
    ///     (never to a retry: a busy server says nothing of the request).
    static func from(_ reply: HTTPReply, advice: String = "") -> DeliveryFailure {
        let message = reply.summary + (advice.isEmpty ? "" : "; \(advice)")
        switch reply.status {
        case 408, 409, 410, 429, 500...:
            let why = reply.status == 500 ? "the server failed on its side" : "the server is busy or not available now"
            return .retry(reply.summary + "; \(why): nothing in the result or the destination needs changing, the outbox tries again later",
                          after: reply.retryAfter)
        case 412:
            return .retry(reply.summary + "; the account has not consented to this study: the item waits and is tried again until consent is recorded", after: reply.retryAfter)
        case 401:
            return .refused(reply.summary + "; the server refused the credentials: correct user and password in the destinations file, then enqueue the result again")
        default:
            return .refused(message.isEmpty ? "status \(reply.status)" : message)
        }
    }
}
