import Foundation
import TestSupport

/// fixtures/upload/test_server.py on two free loopback ports, for one test: a Bridge server that
/// enforces BridgeServer2's rules (sign-in, sessions, UploadValidator, decryption with the study's
/// key, flat unzip and its limits, upload status, the consent API), its S3 on the second port, and
/// a Rave gateway; it misbehaves as `rules` say and logs every request, upload, validation,
/// consent and form.
final class UploadServer {
    /// One line of requests.jsonl.
    struct Request: Decodable {
        let method: String
        let path: String
        let action: String
        let status: Int?
        let time: Double
        /// Whether the request carried a `Bridge-Session` header.
        let session: Bool
        let userAgent: String
        let port: Int
    }

    /// One line of completed.jsonl: a Bridge upload the server completed.
    struct Completed: Decodable {
        let name: String
        let session: String
        let bytes: Int
        let md5: String
        let encrypted: Bool
        let zipped: Bool
        let account: String?
    }

    /// One line of statuses.jsonl: how Bridge's validation of a completed upload ended.
    struct Validation: Decodable {
        let id: String
        let status: String
        let messages: [String]
        let item: String?
        let schemaRevision: Int?
        /// info.json's `dataFilename`.
        let dataFilename: String?
        let entries: [String]
    }

    /// One line of duplicates.jsonl: an upload the server created as a duplicate of an earlier one.
    struct Duplicate: Decodable {
        let id: String
        let original: String
        let md5: String
        let account: String?
    }

    /// One line of consents.jsonl: a consent signature the consent API recorded.
    struct Consent: Decodable {
        let account: String?
        let subpopulation: String
        let signature: [String: String]
    }

    /// One line of forms.jsonl: a Rave form the server accepted.
    struct Form: Decodable {
        let number: Int
        let bytes: Int
        let md5: String
    }

    /// One Bridge account of the server.
    struct Account: Encodable {
        var externalId: String
        var password: String
        var consented: Bool
    }

    let port: Int
    /// The port of its S3 (where upload URLs point).
    let s3Port: Int
    let store: URL
    private let process: ChildProcess

    /// Whether it serves HTTPS.
    let tls: Bool

    /// The app identifier sign-ins must name.
    static let appId = "activetask-test"
    /// The subpopulation whose consent API it serves.
    static let subpopulation = "activetask-test-consent"

    /// `http://127.0.0.1:PORT`, or `https://` when it serves TLS.
    var baseURL: String { "\(tls ? "https" : "http")://127.0.0.1:\(port)" }

    /// Starts the server and waits until it listens.
    /// - Parameters:
    ///   - rules: The misbehaviours, as test_server.py describes them.
    ///   - accounts: The Bridge accounts.
    ///   - study: The study's certificate and key, which CMS uploads are decrypted with.
    ///   - certificate: A PEM certificate and key to serve HTTPS with.
    ///   - s3TLS: Whether its S3 serves HTTPS too (with the same certificate).
    ///   - validationPolls: How many status requests answer `validation_in_progress` first.
    ///   - minAgeOfConsent: The app's minimum age of consent.
    ///   - schemas: The app's upload schemas and strictness, a JSON file read at each validation.
    ///   - folder: Where its store and logs go.
    init(rules: [[String: Any]] = [], accounts: [Account], study: (cert: URL, key: URL)?,
         certificate: (cert: URL, key: URL)? = nil, s3TLS: Bool = false, validationPolls: Int = 1,
         minAgeOfConsent: Int = 0, schemas: URL? = nil, in folder: URL) async throws {
        store = folder.appendingPathComponent("server")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let rulesJSON = String(decoding: try JSONSerialization.data(withJSONObject: rules), as: UTF8.self)
        let accountsJSON = String(decoding: try JSONEncoder().encode(accounts), as: UTF8.self)
        tls = certificate != nil
        var options = ["--store", store.path, "--rules", rulesJSON, "--accounts", accountsJSON, "--app-id", Self.appId,
                       "--subpopulation", Self.subpopulation, "--validation-polls", String(validationPolls),
                       "--min-age-of-consent", String(minAgeOfConsent)]
        if let schemas { options += ["--schemas", schemas.path] }
        if let study { options += ["--study-cert", study.cert.path, "--study-key", study.key.path] }
        if let certificate { options += ["--tls-cert", certificate.cert.path, "--tls-key", certificate.key.path] }
        if s3TLS { options.append("--s3-tls") }
        let started = try await startLoopbackServer(portCount: 2, logs: folder, name: "server") { ports in
            [try which("python3"), ProjectPaths.fixture("upload/test_server.py").path, "--port", String(ports[0]), "--s3-port", String(ports[1])] + options
        }
        (port, s3Port, process) = (started.ports[0], started.ports[1], started.process)
    }

    deinit {
        process.send(SIGKILL)
    }

    /// Every request so far.
    var requests: [Request] { lines("requests.jsonl") }
    /// Every Bridge upload completed so far.
    var completed: [Completed] { lines("completed.jsonl") }
    /// How each completed upload's validation ended.
    var validations: [Validation] { lines("statuses.jsonl") }
    /// Every upload created as a duplicate so far.
    var duplicates: [Duplicate] { lines("duplicates.jsonl") }
    /// Every consent signature recorded so far.
    var consents: [Consent] { lines("consents.jsonl") }
    /// Every Rave form accepted so far.
    var forms: [Form] { lines("forms.jsonl") }

    /// The requests to the Bridge server (not its S3) at `path`.
    func requests(to path: String, method: String = "POST") -> [Request] {
        requests.filter { $0.method == method && $0.path == path }
    }

    /// The bytes the server kept for a completed upload.
    func body(of upload: Completed) throws -> Data {
        try Data(contentsOf: store.appendingPathComponent("completed/\(upload.name).\(upload.session)"))
    }

    /// The bytes of entry `name` of a validated archive.
    func entry(_ name: String, of upload: Completed) throws -> Data {
        try Data(contentsOf: store.appendingPathComponent("validated/\(upload.session)/\(name)"))
    }

    /// The body of the `number`-th form.
    func body(of form: Form) throws -> Data {
        try Data(contentsOf: store.appendingPathComponent("forms/\(form.number).json"))
    }

    private func lines<Line: Decodable>(_ name: String) -> [Line] {
        guard let text = try? String(contentsOf: store.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }
}
