import Foundation
import TestSupport
import Upload

/// fixtures/upload/redcap_server.py on a free loopback port with a project, and a destinations
/// file (`redcap`, 0600) and an outbox for it, in one temporary folder.
final class REDCapBench {
    /// One line of requests.jsonl.
    struct Request: Decodable {
        let content: String
        let action: String
        /// Whether it carried `data` (a record import, not an export).
        let withData: Bool
        let status: Int?
        let taken: String
        let userAgent: String
    }

    /// One line of files.jsonl: a file the server filed.
    struct Filed: Decodable {
        let record: String
        let field: String
        let event: String
        let instance: Int
        let name: String
        let bytes: Int
        let number: Int
    }

    /// The project's token.
    static let token = "0123456789ABCDEF0123456789ABCDEF"

    let folder: TemporaryDirectory
    let port: Int
    let store: URL
    let outboxFolder: URL
    let configFile: URL
    private let process: ChildProcess

    /// Starts the server for `project` (redcap_server.py's --project JSON, after the fields of
    /// `dictionary`, a REDCap data dictionary, when given) with `rules`.
    init(project: [String: Any], dictionary: URL? = nil, rules: [[String: Any]] = [], in folder: TemporaryDirectory? = nil) async throws {
        self.folder = try folder ?? TemporaryDirectory(prefix: "redcap")
        store = self.folder.url.appendingPathComponent("server")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let json = { (value: Any) in String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self) }
        let arguments = ["--store", store.path, "--token", Self.token, "--project", try json(project), "--rules", try json(rules)]
            + (dictionary.map { ["--dictionary", $0.path] } ?? [])
        let started = try await startLoopbackServer(portCount: 1, logs: self.folder.url, name: "redcap-server") { ports in
            [try which("python3"), ProjectPaths.fixture("upload/redcap_server.py").path, "--port", String(ports[0])] + arguments
        }
        (port, process) = (started.ports[0], started.process)
        outboxFolder = self.folder.url.appendingPathComponent("outbox")
        configFile = self.folder.url.appendingPathComponent("destinations.json")
        try writeDestination(["type": "redcap", "baseURL": "http://127.0.0.1:\(port)/api/", "token": Self.token])
    }

    deinit {
        process.send(SIGKILL)
    }

    /// Writes the destinations file (0600) with `entry` as `redcap`.
    func writeDestination(_ entry: [String: Any]) throws {
        try JSONSerialization.data(withJSONObject: ["redcap": entry]).write(to: configFile)
        chmod(configFile.path, 0o600)
    }

    /// Every request so far.
    var requests: [Request] { lines("requests.jsonl") }
    /// Every file filed so far.
    var files: [Filed] { lines("files.jsonl") }

    /// The rows the server keeps: each with `@key` [record, event, form, instance] and its values.
    func rows() throws -> [[String: Any]] {
        let url = store.appendingPathComponent("records.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
    }

    /// The bytes of a filed file.
    func body(of file: Filed) throws -> Data {
        try Data(contentsOf: store.appendingPathComponent("files/\(file.number)"))
    }

    /// Runs `activetask upload ARGUMENTS --outbox … --config …`.
    func command(_ arguments: [String], environment: [String: String] = [:]) async throws -> RunOutput {
        try await ActivetaskBinary.run(["upload"] + arguments + ["--outbox", outboxFolder.path, "--config", configFile.path],
                                 timeout: 50, environment: environment)
    }

    /// Delivers in this process, with a short backoff, until nothing is pending.
    func deliverAll() async throws {
        let uploader = Uploader(outbox: try Outbox(folder: outboxFolder), destinations: try DestinationsFile(url: configFile),
                                version: "0.0-test", policy: RetryPolicy(base: 0.2, cap: 2))
        try await uploader.deliverAll { _ in }
    }

    /// The outbox's items.
    func items() throws -> [OutboxItem] {
        try Outbox(folder: outboxFolder).items()
    }

    private func lines<Line: Decodable>(_ name: String) -> [Line] {
        guard let text = try? String(contentsOf: store.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }
}
