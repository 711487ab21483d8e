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

    /// Starts a server with `rules` and writes a destinations file (0600) for it; with
    /// `tls`, the server serves HTTPS with a self-signed certificate for 127.0.0.1
    /// (`certificate.pem` in the folder), which the destinations trust as `caFile` when `pinned`.
    init(rules: [[String: Any]] = [], tls: Bool = false, pinned: Bool = true) throws {
        folder = try TemporaryDirectory(prefix: "upload")
        let certificate = tls ? try Self.makeCertificate(in: folder.url) : nil
        server = try UploadServer(rules: rules, certificate: certificate, in: folder.url)
        outboxFolder = folder.url.appendingPathComponent("outbox")
        configFile = folder.url.appendingPathComponent("destinations.json")
        var bridge = ["type": "bridge", "baseURL": server.baseURL, "user": "board", "password": "secret"]
        var rave = ["type": "rave", "baseURL": server.baseURL, "user": "board", "password": "secret"]
        if let certificate, pinned {
            bridge["caFile"] = certificate.cert.lastPathComponent
            rave["caFile"] = certificate.cert.lastPathComponent
        }
        let config: [String: Any] = ["bridge": bridge, "rave": rave]
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        chmod(configFile.path, 0o600)
    }

    /// A self-signed certificate for 127.0.0.1 and its key, made by openssl.
    private static func makeCertificate(in folder: URL) throws -> (cert: URL, key: URL) {
        let cert = folder.appendingPathComponent("certificate.pem")
        let key = folder.appendingPathComponent("key.pem")
        let openssl = try ChildProcess(executable: try which("openssl"),
                                       arguments: ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                                                   "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                                                   "-keyout", key.path, "-out", cert.path],
                                       logDirectory: folder, name: "openssl")
        guard openssl.wait(timeout: 30) == 0 else { throw TestSupportError("openssl req failed: \(openssl.stderr)") }
        return (cert, key)
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
