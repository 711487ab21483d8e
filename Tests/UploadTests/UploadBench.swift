import Crypto
import Foundation
import RecordingFormat
import TestSupport
import Upload

/// A test's outbox, destinations file and server, in one temporary folder.
final class UploadBench {
    let folder: TemporaryDirectory
    let server: UploadServer
    let outboxFolder: URL
    let configFile: URL

    /// The destinations the file names: `bridge` and `rave`, both on the server.
    static let destinationNames = ["bridge", "rave"]

    /// Starts a server with `rules` and writes a destinations file (0600) for it.
    init(rules: [[String: Any]] = []) throws {
        folder = try TemporaryDirectory(prefix: "upload")
        server = try UploadServer(rules: rules, in: folder.url)
        outboxFolder = folder.url.appendingPathComponent("outbox")
        configFile = folder.url.appendingPathComponent("destinations.json")
        let config: [String: Any] = [
            "bridge": ["type": "bridge", "baseURL": server.baseURL, "user": "board", "password": "secret"],
            "rave": ["type": "rave", "baseURL": server.baseURL, "user": "board", "password": "secret"],
        ]
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        chmod(configFile.path, 0o600)
    }

    func outbox() throws -> Outbox {
        try Outbox(folder: outboxFolder)
    }

    func destinations() throws -> DestinationsFile {
        try DestinationsFile(url: configFile)
    }

    /// Enqueues `payload` for `destination` as the result of a made-up run; returns the item.
    @discardableResult
    func enqueue(_ payload: Data, to destination: String, runUUID: UUID = UUID()) throws -> OutboxItem {
        let target = try destinations().destination(destination)
        let result = try outbox().enqueue(run: folder.url.appendingPathComponent("run-\(runUUID)"), runUUID: runUUID, task: "walk",
                                          to: target, fileExtension: target.kind == .bridge ? "zip" : "json") { file throws(ActivetaskError) in
            try PrivateFile.writeAtomically(payload, to: file)
        }
        guard case .added(let item) = result else { throw TestSupportError("\(runUUID) was already in the outbox") }
        return item
    }

    /// Delivers in this process until nothing is pending, with a short backoff.
    func deliverAll() async throws {
        try await Uploader(outbox: outbox(), destinations: destinations(), policy: RetryPolicy(base: 0.2, cap: 2))
            .deliverAll { _ in }
    }

    /// Runs `activetask upload ARGUMENTS --outbox … --config …`.
    func command(_ arguments: [String], environment: [String: String] = [:]) throws -> RunOutput {
        try ActivetaskBinary.run(["upload"] + arguments + ["--outbox", outboxFolder.path, "--config", configFile.path],
                                 timeout: 50, environment: environment)
    }

    /// Bytes a Bridge archive stands for: random, so no two tests' payloads are alike.
    static func payload(_ count: Int) -> Data {
        Data((0..<count).map { _ in UInt8.random(in: 0...255) })
    }

    /// A Rave `form_data` payload, as `export rave` writes it.
    static func form(_ value: String) -> Data {
        Data(#"{"form_data":{"subject_name":"S1","field_data":[{"data_value":"\#(value)","item_oid":"WALK","date_time_entered":"2026-05-04T09:30:00"}]}}"#.utf8)
    }

    /// The MD5 of `data`, base64.
    static func md5(_ data: Data) -> String {
        Data(Insecure.MD5.hash(data: data)).base64EncodedString()
    }
}
