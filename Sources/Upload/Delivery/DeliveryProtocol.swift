import Foundation

/// The requests of one destination protocol, one stage at a time.
protocol DeliveryProtocol: Sendable {
    /// The stage at which an item is delivered and its payload leaves the outbox.
    var finalStage: UploadStage { get }

    /// Makes the request that follows `item.stage` and returns the item at the stage the server
    /// just confirmed, with a sentence for its history.
    /// - Parameters:
    ///   - item: The item, at the last stage the journal holds.
    ///   - payload: Its payload file.
    ///   - now: Now.
    /// - Throws: `DeliveryFailure` saying whether to retry later, open a new session, or give up.
    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String)
}
