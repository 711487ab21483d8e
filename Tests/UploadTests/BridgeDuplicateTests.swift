import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// An upload Bridge calls a `duplicate` (the same bytes as an earlier upload of the account, within
/// 7 days) is never validated, so the outbox delivers it only when its original was validated, and
/// otherwise sends the archive again as new bytes; a run that failed Bridge's validation, enqueued
/// again, is pending again and reaches Bridge validated.
@Suite(.timeLimit(.minutes(2))) struct BridgeDuplicateTests {
    /// A second Bridge destination, `twin`, with the same app and account as `bridge`.
    private func addTwin(to bench: UploadBench) throws {
        var bridge: [String: Any] = [:]
        try bench.editDestination("bridge") { bridge = $0 }
        try bench.editDestination("twin") { $0 = bridge }
    }

    /// The history of the outbox's item `item`.
    private func history(of item: OutboxItem, in bench: UploadBench) throws -> [String] {
        try bench.outbox().events(of: item).map(\.text)
    }

    @Test func aDuplicateOfAValidatedUploadIsDeliveredWithoutBeingSentAgain() async throws {
        let bench = try await UploadBench()
        try addTwin(to: bench)
        let payload = UploadBench.payload(1500)
        try bench.enqueue(payload, to: "bridge")
        let twin = try bench.enqueue(payload, to: "twin")
        try await bench.deliverAll()

        let original = try #require(bench.server.completed.first)
        #expect(bench.server.completed.count == 1 && bench.server.validations.map(\.status) == ["succeeded"])
        let duplicate = try #require(bench.server.duplicates.first)
        #expect(duplicate.original == original.session)
        #expect(bench.server.requests(to: "/v3/uploads/\(duplicate.id)/exporter3", method: "GET").count == 1)
        #expect(!bench.server.requests(to: "/v3/uploadstatuses/\(original.session)", method: "GET").isEmpty)
        let items = try bench.outbox().items()
        #expect(items.allSatisfy { $0.state == .sent && $0.stage == .validated })
        let said = try history(of: twin, in: bench)
        #expect(said.contains("upload \(duplicate.id) is Bridge's duplicate of upload \(original.session), which Bridge validated (succeeded): delivered without sending it again"),
                "\(said)")
    }

    @Test func aDuplicateWhoseOriginalIsStillBeingValidatedWaitsForItsResult() async throws {
        let bench = try await UploadBench(validationPolls: 1)
        let payload = UploadBench.payload(800)
        // Another device of the account uploaded the same bytes and completed them; Bridge is validating them.
        let session = try await BridgeRequest.signIn(to: bench.server, in: bench.folder.url)
        let opened = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads",
                                            ["name": "elsewhere.zip", "contentLength": payload.count, "contentMd5": UploadBench.md5(payload),
                                             "contentType": "application/zip", "encrypted": false, "zipped": true],
                                            session: session).send(in: bench.folder.url)
        let original = try #require(opened.body["id"] as? String)
        _ = try await BridgeRequest(method: "PUT", url: try #require(opened.body["url"] as? String),
                              headers: ["Content-Type": "application/zip", "Content-MD5": UploadBench.md5(payload)], body: payload)
            .send(in: bench.folder.url)
        _ = try await BridgeRequest.json("POST", "\(bench.server.baseURL)/v3/uploads/\(original)/complete", nil, session: session).send(in: bench.folder.url)

        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.stage == .validated && stored.attempts == 2)
        let said = try history(of: item, in: bench)
        #expect(said.contains { $0.hasPrefix("upload \(bench.server.duplicates.first?.id ?? "?") is Bridge's duplicate of upload \(original), which Bridge is still validating; the item waits for its result") },
                "\(said)")
        #expect(said.last?.hasSuffix("which Bridge validated (succeeded): delivered without sending it again") == true, "\(said)")
        #expect(bench.server.completed.count == 1 && bench.server.validations.map(\.status) == ["succeeded"])
    }

    @Test func aDuplicateOfAFailedUploadIsSentAgainAsNewBytesAndValidated() async throws {
        let schema: [String: Any] = ["schemaId": "walk", "revision": 1, "fieldDefinitions": [["name": "steps", "type": "INT", "required": true]]]
        let bench = try await UploadBench(schemas: ["strictness": "STRICT", "schemas": [schema]])
        let payload = UploadBench.payload(900)
        let run = UUID()
        let item = try bench.enqueue(payload, to: "bridge", runUUID: run)
        try await bench.deliverAll()
        #expect(try bench.outbox().items().first?.state == .failed)

        // The study relaxes its schema; the same run is enqueued again, byte for byte the same.
        try JSONSerialization.data(withJSONObject: ["strictness": "STRICT", "schemas": [["schemaId": "walk", "revision": 1]]]).write(to: bench.schemasFile)
        let destination = try bench.destinations().destination("bridge")
        let again = try bench.outbox().enqueue(run: bench.folder.url.appendingPathComponent("run-\(run)"), runUUID: run, task: "walk",
                                               to: destination, fileExtension: "zip") { (file) throws(ActivetaskError) in
            try PrivateFile.writeAtomically(payload, to: file)
        }
        guard case .requeued(let requeued) = again else { throw TestSupportError("\(run) was not queued again: \(again)") }
        #expect(requeued.id == item.id && requeued.state == .pending && requeued.md5 == item.md5)
        try await bench.deliverAll()

        #expect(bench.server.validations.map(\.status) == ["validation_failed", "succeeded"])
        let failed = try #require(bench.server.completed.first)
        let sent = try #require(bench.server.completed.last)
        #expect(bench.server.duplicates.map(\.original) == [failed.session])
        #expect(sent.md5 != UploadBench.md5(payload) && sent.md5 != failed.md5)
        let info = try #require(try JSONSerialization.jsonObject(with: bench.server.entry("info.json", of: sent)) as? [String: Any])
        #expect(info["uploadedOn"] is String && info["item"] as? String == "walk", "\(info)")
        #expect(try bench.server.entry("data.bin", of: sent) == (try bench.server.entry("data.bin", of: failed)))
        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.stage == .validated && stored.md5 == sent.md5)
        let said = try history(of: item, in: bench)
        #expect(said.contains { $0.contains("is Bridge's duplicate of upload \(failed.session), which Bridge did not validate (validation_failed: Strict upload validation error")
                                && $0.contains("sent again as new bytes (info.json with uploadedOn)") }, "\(said)")
    }

    @Test func anEncryptedDuplicateOfAFailedUploadFailsForGoodAskingForTheRunAgain() async throws {
        let bench = try await UploadBench()
        try addTwin(to: bench)
        let envelope = Data((0..<600).map { _ in UInt8.random(in: 0...255) })
        var items: [OutboxItem] = []
        for name in ["bridge", "twin"] {
            let destination = try bench.destinations().destination(name)
            let run = UUID()
            let result = try bench.outbox().enqueue(run: bench.folder.url.appendingPathComponent("run-\(run)"), runUUID: run, task: "walk",
                                                    to: destination, fileExtension: "zip.cms") { (file) throws(ActivetaskError) in
                try PrivateFile.writeAtomically(envelope, to: file)
            }
            guard case .added(let item) = result else { throw TestSupportError("\(run) was already in the outbox") }
            items.append(item)
        }
        try await bench.deliverAll()

        #expect(bench.server.validations.map(\.status) == ["validation_failed"], "not CMS: Bridge cannot decrypt it")
        #expect(bench.server.duplicates.count == 1)
        let twin = try #require(try bench.outbox().items().last)
        #expect(twin.state == .failed)
        #expect(twin.lastError?.contains("which Bridge did not validate (validation_failed") == true
                && twin.lastError?.hasSuffix("an encrypted archive cannot be made anew in the outbox: enqueue the result again, which encrypts it anew") == true,
                "\(String(describing: twin.lastError))")
        #expect(try bench.outbox().items().count == items.count)
    }

    @Test func aRunThatFailedBridgesValidationIsPendingAgainOnceEnqueuedAndValidatesAsNewBytes() async throws {
        let required: [String: Any] = ["name": "consentGiven", "type": "BOOLEAN", "required": true]
        let bench = try await UploadBench(schemas: ["strictness": "STRICT", "schemas": [["schemaId": "allAnswers", "revision": 1, "fieldDefinitions": [required]]]])
        let output = bench.folder.url.appendingPathComponent("survey")
        let made = try await ActivetaskBinary.run(["run", ProjectPaths.fixture("tasks/allAnswers.json").path, "--answers",
                                                   ProjectPaths.fixture("tasks/answers/allAnswers.json").path, "--output", output.path], timeout: 40)
        #expect(made.status == 0, "\(made.stderr)")
        func upload(_ arguments: [String]) async throws -> RunOutput {
            try await ActivetaskBinary.run(["upload"] + arguments + ["--outbox", bench.outboxFolder.path, "--config", bench.configFile.path],
                                           timeout: 50)
        }
        #expect(try await upload(["enqueue", output.path, "--to", "bridge"]).status == 0)
        #expect(try await upload(["run"]).status == 0)
        let refused = try await upload(["status"])
        #expect(refused.stdout.contains("Required field consentGiven missing") && refused.stdout.hasSuffix("0 pending, 0 sent, 1 failed\n"),
                "\(refused.stdout)")

        var relaxed = required
        relaxed["required"] = false
        try JSONSerialization.data(withJSONObject: ["strictness": "STRICT", "schemas": [["schemaId": "allAnswers", "revision": 1, "fieldDefinitions": [relaxed]]]])
            .write(to: bench.schemasFile)
        let again = try await upload(["enqueue", output.path, "--to", "bridge"])
        #expect(again.status == 0 && again.stdout.contains("queued again for bridge"), "\(again.stdout)\(again.stderr)")
        let delivered = try await upload(["run"])
        #expect(delivered.status == 0, "\(delivered.stderr)")

        #expect(bench.server.validations.map(\.status) == ["validation_failed", "succeeded"])
        let sent = try #require(bench.server.completed.last)
        let metadata = try bench.server.entry("metadata.json", of: sent)
        let members = try #require(try JSONSerialization.jsonObject(with: metadata) as? [String: Any])
        #expect(members["uploadedOn"] is String && members["taskIdentifier"] as? String == "allAnswers")
        let manifest = String(decoding: try bench.server.entry("manifest.sha256", of: sent), as: UTF8.self)
        let digest = try await sha256sum(bench.server.store.appendingPathComponent("validated/\(sent.session)/metadata.json"))
        #expect(manifest.contains("\(digest)  metadata.json\n"), "\(manifest)")
        #expect(try bench.server.entry("taskResult.json", of: sent) == (try Data(contentsOf: output.appendingPathComponent("taskResult.json"))))
        let status = try await upload(["status"])
        #expect(status.stdout.contains("stage validated") && status.stdout.hasSuffix("0 pending, 1 sent, 0 failed\n"), "\(status.stdout)")
    }
}
