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
    /// The study's certificate and key: `--encrypt-for` encrypts for it, the server decrypts with it.
    let study: (cert: URL, key: URL)
    /// The server's upload schemas (`schemas` given): rewrite it to change them between validations.
    let schemasFile: URL

    /// The Bridge account every test signs in as unless it names its own.
    static let board = UploadServer.Account(externalId: "board", password: "secret", consented: true)

    /// Starts a server with `rules` and `accounts` and writes a destinations file (0600) for it:
    /// `bridge` (the account `board`, the server's consent subpopulation), `rave`, and
    /// `participants` (each run's participant, passwords in participants.json, 0600). With `tls`,
    /// the server serves HTTPS with a self-signed certificate for 127.0.0.1 (`certificate.pem`),
    /// which the destinations trust as `caFile` when `pinned`; `s3TLS` serves its S3 port with it too.
    init(rules: [[String: Any]] = [], accounts: [UploadServer.Account] = [UploadBench.board], participants: [String: String] = [:],
         tls: Bool = false, pinned: Bool = true, s3TLS: Bool = false, validationPolls: Int = 1, minAgeOfConsent: Int = 0,
         schemas: [String: Any]? = nil) async throws {
        folder = try TemporaryDirectory(prefix: "upload")
        study = try await Self.makeCertificate(named: "study", in: folder.url)
        let certificate = tls ? try await Self.makeCertificate(named: "certificate", in: folder.url) : nil
        schemasFile = folder.url.appendingPathComponent("schemas.json")
        if let schemas { try JSONSerialization.data(withJSONObject: schemas).write(to: schemasFile) }
        server = try await UploadServer(rules: rules, accounts: accounts, study: study, certificate: certificate, s3TLS: s3TLS,
                                  validationPolls: validationPolls, minAgeOfConsent: minAgeOfConsent,
                                  schemas: schemas == nil ? nil : schemasFile, in: folder.url)
        outboxFolder = folder.url.appendingPathComponent("outbox")
        configFile = folder.url.appendingPathComponent("destinations.json")
        var bridge: [String: Any] = ["type": "bridge", "baseURL": server.baseURL, "appId": UploadServer.appId,
                                     "account": ["externalId": "board", "password": "secret"],
                                     "consentSubpopulation": UploadServer.subpopulation]
        var perParticipant: [String: Any] = ["type": "bridge", "baseURL": server.baseURL, "appId": UploadServer.appId,
                                             "account": "participant", "consentSubpopulation": UploadServer.subpopulation]
        var rave: [String: Any] = ["type": "rave", "baseURL": server.baseURL, "user": "board", "password": "secret"]
        if let certificate, pinned {
            let caFile = certificate.cert.lastPathComponent
            bridge["caFile"] = caFile
            perParticipant["caFile"] = caFile
            rave["caFile"] = caFile
        }
        let config: [String: Any] = ["bridge": bridge, "rave": rave, "participants": perParticipant]
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        chmod(configFile.path, 0o600)
        let passwords = participants.mapValues { ["password": $0] }
        let participantsFile = folder.url.appendingPathComponent("participants.json")
        try JSONSerialization.data(withJSONObject: passwords).write(to: participantsFile)
        chmod(participantsFile.path, 0o600)
    }

    /// A self-signed certificate for 127.0.0.1 and its key, made by openssl.
    private static func makeCertificate(named name: String, in folder: URL) async throws -> (cert: URL, key: URL) {
        let cert = folder.appendingPathComponent("\(name).pem")
        let key = folder.appendingPathComponent("\(name)-key.pem")
        let openssl = try ChildProcess(executable: try which("openssl"),
                                       arguments: ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                                                   "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                                                   "-keyout", key.path, "-out", cert.path],
                                       logDirectory: folder, name: "openssl-\(name)")
        guard await openssl.exitStatus(timeout: 30) == 0 else { throw TestSupportError("openssl req failed: \(openssl.stderr)") }
        return (cert, key)
    }

    func outbox() throws -> Outbox {
        try Outbox(folder: outboxFolder)
    }

    func destinations() throws -> DestinationsFile {
        try DestinationsFile(url: configFile)
    }

    /// Changes the destinations file's `destination` entry with `change`.
    func editDestination(_ destination: String, _ change: (inout [String: Any]) -> Void) throws {
        guard var config = try JSONSerialization.jsonObject(with: Data(contentsOf: configFile)) as? [String: [String: Any]] else {
            throw TestSupportError("\(configFile.path) is not an object of destinations")
        }
        var entry = config[destination] ?? [:]
        change(&entry)
        config[destination] = entry
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
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

    /// The uploader of this bench, with a short backoff.
    func uploader() throws -> Uploader {
        try Uploader(outbox: outbox(), destinations: destinations(), version: "0.0-test", policy: RetryPolicy(base: 0.2, cap: 2))
    }

    /// Delivers in this process until nothing is pending.
    func deliverAll() async throws {
        try await uploader().deliverAll { _ in }
    }

    /// Runs `activetask upload ARGUMENTS --outbox … --config …`.
    func command(_ arguments: [String], environment: [String: String] = [:]) async throws -> RunOutput {
        try await ActivetaskBinary.run(["upload"] + arguments + ["--outbox", outboxFolder.path, "--config", configFile.path],
                                 timeout: 50, environment: environment)
    }

    /// A Bridge archive Bridge validates: a stored zip of a v2_generic `info.json`,
    /// `answers.json` (`answers`, an empty object unless given) and `data.bin`, `count` random bytes (so no two
    /// tests' payloads are alike).
    static func payload(_ count: Int, answers: String = "{}") -> Data {
        let info = #"{"files":[{"filename":"data.bin","contentType":"application/octet-stream"}],"item":"walk","format":"v2_generic","dataFilename":"answers.json","createdOn":"2026-05-04T09:30:00.000+02:00"}"#
        return StoredZip.data(entries: [("info.json", Data(info.utf8)), ("answers.json", Data(answers.utf8)),
                                        ("data.bin", Data((0..<count).map { _ in UInt8.random(in: 0...255) }))])
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
