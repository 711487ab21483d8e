import RecordingFormat

extension ActivetaskError.Code {
    /// A server refused a result for good (412 not consented, another 4xx but 408 and 429); the
    /// item stays in the outbox as failed until it is enqueued again.
    package static let deliveryRefused = ActivetaskError.Code(rawValue: "deliveryRefused")
    /// A delivery attempt failed in a way that may pass (a 5xx, 408, 429, a reset or refused
    /// connection, a timeout); the item is tried again later.
    package static let deliveryFailed = ActivetaskError.Code(rawValue: "deliveryFailed")
    /// The outbox's folder or journal cannot be opened, read or written.
    package static let outboxUnavailable = ActivetaskError.Code(rawValue: "outboxUnavailable")
}
