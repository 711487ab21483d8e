import Foundation
import TestSupport

/// One request to the test server by curl, for the requests the uploader never makes (a consent
/// without its scope, a PUT whose headers differ from the signed ones): how the server answers them
/// is the rule under test.
struct BridgeRequest {
    /// The status and the body, parsed when it is a JSON object.
    struct Reply {
        let status: Int
        let body: [String: Any]
    }

    let method: String
    let url: String
    var headers: [String: String] = [:]
    var body: Data?

    /// Sends the request with curl, keeping its files in `folder`.
    func send(in folder: URL) async throws -> Reply {
        let name = "curl-\(UUID().uuidString)"
        let output = folder.appendingPathComponent("\(name).out")
        var arguments = ["-s", "-o", output.path, "-w", "%{http_code}", "-X", method]
        for (header, value) in headers.sorted(by: { $0.key < $1.key }) {
            arguments += ["-H", "\(header): \(value)"]
        }
        if let body {
            let input = folder.appendingPathComponent("\(name).in")
            try body.write(to: input)
            arguments += ["--data-binary", "@\(input.path)"]
        }
        let curl = try ChildProcess(executable: try which("curl"), arguments: arguments + [url], logDirectory: folder, name: name)
        guard await curl.exitStatus(timeout: 20) != nil, let status = Int(curl.stdout) else {
            throw TestSupportError("curl \(method) \(url) did not answer: \(curl.stderr)")
        }
        let data = (try? Data(contentsOf: output)) ?? Data()
        return Reply(status: status, body: (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
    }

    /// A JSON request to the Bridge server, with the session when given.
    static func json(_ method: String, _ url: String, _ object: [String: Any]?, session: String? = nil) throws -> BridgeRequest {
        var headers = ["Content-Type": "application/json"]
        if let session { headers["Bridge-Session"] = session }
        return BridgeRequest(method: method, url: url, headers: headers,
                             body: try object.map { try JSONSerialization.data(withJSONObject: $0) })
    }

    /// Signs in to `server` as the account `board` (password `secret`); returns its session token
    /// (an account that has not consented gets one too, with 412).
    static func signIn(to server: UploadServer, in folder: URL) async throws -> String {
        let reply = try await json("POST", "\(server.baseURL)/v3/auth/signIn",
                             ["appId": UploadServer.appId, "externalId": "board", "password": "secret"]).send(in: folder)
        guard let token = reply.body["sessionToken"] as? String else {
            throw TestSupportError("sign-in answered \(reply.status) without a session: \(reply.body)")
        }
        return token
    }
}
