import Foundation
import NIOHTTP1
import RecordingFormat

/// Calls to a Bridge server as one account, as BridgeServer2 and its iOS SDK do: every call
/// carries the session token in `Bridge-Session`; without a session the account signs in
/// (`POST /v3/auth/signIn` with `appId`, its identifier and password); a call answered 401 (the
/// session expired) is sent again once after reauthenticating (`POST /v3/auth/reauth` with the
/// reauth token, or a new sign-in when that fails). Sessions live in the outbox's session cache.
struct BridgeAPI: Sendable {
    let destination: UploadDestination
    let account: BridgeAccount
    let transport: HTTPTransport
    let sessions: BridgeSessionCache

    /// The session cache's key: destination and account.
    private var key: String { "\(destination.name) \(account)" }

    /// Sends a request with the account's session, signing in first when there is none and
    /// reauthenticating once when the server answers 401.
    /// - Throws: `DeliveryFailure` when the request or the sign-in fails (a refused sign-in names
    ///   the account); `.retry` when the server answers 401 to a renewed session too.
    func send(_ method: HTTPMethod, _ url: URL, json: Data?) async throws(DeliveryFailure) -> HTTPReply {
        let session = try await current()
        let reply = try await transport.send(method, url, json: json, headers: [("Bridge-Session", session.sessionToken)])
        guard reply.status == 401 else { return reply }
        let renewed = try await reauthenticate(session)
        let again = try await transport.send(method, url, json: json, headers: [("Bridge-Session", renewed.sessionToken)])
        guard again.status == 401 else { return again }
        throw .retry("\(again.summary); Bridge refused a session just renewed for \(account)", after: again.retryAfter)
    }

    /// The cached session, or a new one.
    private func current() async throws(DeliveryFailure) -> BridgeSession {
        if let session = sessions.session(for: key) { return session }
        return try await signIn()
    }

    /// `POST /v3/auth/reauth` with the reauth token; a new sign-in when there is none or Bridge
    /// refuses it.
    private func reauthenticate(_ expired: BridgeSession) async throws(DeliveryFailure) -> BridgeSession {
        if let token = expired.reauthToken {
            var request = account.signInMembers
            request["appId"] = destination.appId ?? ""
            request["reauthToken"] = token
            let reply = try await transport.send(.POST, destination.endpoint("v3", "auth", "reauth"), json: Self.json(request))
            if let session = try keep(reply) { return session }
        }
        return try await signIn()
    }

    /// `POST /v3/auth/signIn`.
    private func signIn() async throws(DeliveryFailure) -> BridgeSession {
        var request = account.signInMembers
        request["appId"] = destination.appId ?? ""
        request["password"] = account.password
        let reply = try await transport.send(.POST, destination.endpoint("v3", "auth", "signIn"), json: Self.json(request))
        if let session = try keep(reply) { return session }
        switch reply.status {
        case 401, 404:
            throw .refused("\(reply.summary); destination \(destination.name) cannot sign in as \(account) to app \(destination.appId ?? ""): no such account, or a wrong password; correct the account (destinations file, or participants.json for participant accounts), then enqueue the result again")
        default:
            throw DeliveryFailure.from(reply)
        }
    }

    /// Keeps the session of a successful sign-in or reauthentication (2xx, or 412: signed in but
    /// not consented, whose body is the session too); `nil` for other answers.
    private func keep(_ reply: HTTPReply) throws(DeliveryFailure) -> BridgeSession? {
        guard reply.succeeded || reply.status == 412 else { return nil }
        let body = try reply.jsonObject()
        guard let token = body["sessionToken"] as? String, !token.isEmpty else {
            if reply.status == 412 { return nil }
            throw .retry("\(reply.request) answered \(reply.status) without a sessionToken", after: nil)
        }
        let session = BridgeSession(sessionToken: token, reauthToken: body["reauthToken"] as? String)
        do {
            try sessions.store(session, for: key)
        } catch {
            throw .retry(error.message, after: nil)
        }
        return session
    }

    private static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
