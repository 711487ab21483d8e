import Foundation
import NIOHTTP1

/// A consent run's signature to Bridge's consent API, apart from its research data: `POST
/// {base}/v3/subpopulations/{guid}/consents/signature` with the payload `ConsentSubmission`
/// wrote (`name`, `birthdate`, `imageData`, `imageMimeType`, `scope`), as the account's session.
/// A 409 means Bridge already holds this signature for the consent's version (a run killed after
/// Bridge recorded it): the item is done.
struct BridgeConsentDelivery: DeliveryProtocol {
    let api: BridgeAPI

    var finalStage: UploadStage { .completed }

    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        guard item.stage != .completed else { return (item, "already completed") }
        guard let subpopulation = api.destination.consentSubpopulation else {
            throw .refused("destination \(api.destination.name) names no consentSubpopulation any more; add it back, then enqueue the result again")
        }
        let body: Data
        do {
            body = try Data(contentsOf: payload)
        } catch {
            throw .retry("\(payload.path): cannot be read (\(error.localizedDescription))", after: nil)
        }
        let reply = try await api.send(.POST, api.destination.endpoint("v3", "subpopulations", subpopulation, "consents", "signature"), json: body)
        var next = item
        next.stage = .completed
        if reply.status == 409 {
            return (next, "consent signature already recorded for subpopulation \(subpopulation) (\(reply.status))")
        }
        guard reply.succeeded else { throw DeliveryFailure.from(reply) }
        return (next, "consent signature recorded for subpopulation \(subpopulation) (\(reply.status))")
    }
}
