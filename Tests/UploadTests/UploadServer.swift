import Foundation
import TestSupport

/// fixtures/upload/test_server.py on a free loopback port, for one test: a Bridge-style and Rave
/// server that misbehaves as `rules` say and logs every request, completed upload and form.
final class UploadServer {
    /// One line of requests.jsonl.
    struct Request: Decodable {
        let method: String
        let path: String
        let action: String
        let status: Int?
        let time: Double
    }

    /// One line of completed.jsonl: a Bridge upload the server completed.
    struct Completed: Decodable {
        let name: String
        let session: String
        let bytes: Int
        let md5: String
    }

    /// One line of forms.jsonl: a Rave form the server accepted.
    struct Form: Decodable {
        let number: Int
        let bytes: Int
        let md5: String
    }

    let port: Int
    let store: URL
    private let process: ChildProcess

    /// Whether it serves HTTPS.
    let tls: Bool

    /// `http://127.0.0.1:PORT`, or `https://` when it serves TLS.
    var baseURL: String { "\(tls ? "https" : "http")://127.0.0.1:\(port)" }

    /// Starts the server and waits until it listens.
    /// - Parameters:
    ///   - rules: The misbehaviours, as test_server.py describes them.
    ///   - certificate: A PEM certificate and key to serve HTTPS with.
    ///   - folder: Where its store and logs go.
    init(rules: [[String: Any]] = [], certificate: (cert: URL, key: URL)? = nil, in folder: URL) throws {
        store = folder.appendingPathComponent("server")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let rulesJSON = String(decoding: try JSONSerialization.data(withJSONObject: rules), as: UTF8.self)
        port = try LoopbackPort.free()
        tls = certificate != nil
        process = try ChildProcess(executable: try which("python3"),
                                   arguments: [ProjectPaths.fixture("upload/test_server.py").path, "--port", String(port),
                                               "--store", store.path, "--rules", rulesJSON]
                                       + (certificate.map { ["--tls-cert", $0.cert.path, "--tls-key", $0.key.path] } ?? []),
                                   logDirectory: folder, name: "server")
        waitUntil(timeout: 10) { self.process.stdout.contains("listening") || !self.process.process.isRunning }
        guard process.stdout.contains("listening") else {
            throw TestSupportError("test_server.py did not start on port \(port): \(process.stderr)")
        }
    }

    deinit {
        process.send(SIGKILL)
        process.wait(timeout: 5)
    }

    /// Every request so far.
    var requests: [Request] { lines("requests.jsonl") }
    /// Every Bridge upload completed so far.
    var completed: [Completed] { lines("completed.jsonl") }
    /// Every Rave form accepted so far.
    var forms: [Form] { lines("forms.jsonl") }

    /// The bytes the server kept for a completed upload.
    func body(of upload: Completed) throws -> Data {
        try Data(contentsOf: store.appendingPathComponent("completed/\(upload.name).\(upload.session)"))
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
