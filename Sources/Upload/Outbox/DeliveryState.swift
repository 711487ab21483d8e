/// Where an outbox item stands.
package enum DeliveryState: String, Sendable, Codable, CaseIterable {
    /// Still to be delivered: due now or at its next attempt.
    case pending
    /// The server confirmed it; its payload has left the outbox.
    case sent
    /// The server refused it for good; enqueue it again to retry.
    case failed
}
