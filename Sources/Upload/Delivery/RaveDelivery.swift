import Foundation
import NIOHTTP1

/// The Patient Cloud Gateway protocol of Medidata's MORK example, in sequence:
/// `POST {base}/api/{user}/authenticate` with `{"password": {"primary_password": …}}`, then
/// `POST {base}/api/odm` with the `form_data` payload; JSON, Basic authentication.
struct RaveDelivery: DeliveryProtocol {
    let destination: UploadDestination
    let user: String
    let password: String
    let transport: HTTPTransport

    var finalStage: UploadStage { .completed }

    /// `Basic base64(user:password)`.
    private var basicAuthorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        var next = item
        switch item.stage {
        case .queued, .sessionRequested, .bodySent, .recordImported:
            let credentials: [String: Any] = ["password": ["primary_password": password]]
            let body = (try? JSONSerialization.data(withJSONObject: credentials)) ?? Data()
            let reply = try await transport.send(.POST, destination.endpoint("api", user, "authenticate"), json: body)
            guard reply.succeeded else { throw DeliveryFailure.from(reply) }
            next.stage = .authenticated
            return (next, "authenticated as \(user) (\(reply.status))")
        case .authenticated:
            let reply = try await transport.send(.POST, file: payload, byteCount: item.byteCount, to: destination.endpoint("api", "odm"), headers: [
                ("Content-Type", "application/json"), ("Accept", "application/json"),
                ("Authorization", basicAuthorization),
            ])
            guard reply.succeeded else {
                throw DeliveryFailure.from(reply, advice: "Rave refused the form: check the study file's OIDs against the Rave study")
            }
            next.stage = .completed
            return (next, "form accepted (\(reply.status))")
        case .completed, .validated:
            return (next, "already completed")
        }
    }
}
