import RecordingFormat

extension ActivetaskError.Code {
    /// A server refused a result for good (a 4xx but 408, 409, 410, 412 and 429); the
    /// item stays in the outbox as failed until it is enqueued again.
    package static let deliveryRefused = ActivetaskError.Code(rawValue: "deliveryRefused")
    /// A delivery attempt failed in a way that may pass (a 5xx, 408, 429, a reset or refused
    /// connection, a timeout); the item is tried again later.
    package static let deliveryFailed = ActivetaskError.Code(rawValue: "deliveryFailed")
    /// A run is too large for one Bridge upload, however it is split (BridgeServer2's limits).
    package static let payloadTooLarge = ActivetaskError.Code(rawValue: "payloadTooLarge")
    /// A run cannot be enqueued for a destination that signs in as each run's participant: it
    /// names no participant.
    package static let noParticipant = ActivetaskError.Code(rawValue: "noParticipant")
    /// A consent run that the destination's Bridge app would refuse: the app has a minimum age of
    /// consent and the run gives no birthdate, or a birthdate under that age.
    package static let consentNotAccepted = ActivetaskError.Code(rawValue: "consentNotAccepted")
    /// The outbox's folder or journal cannot be opened, read or written.
    package static let outboxUnavailable = ActivetaskError.Code(rawValue: "outboxUnavailable")
}
