import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// The Bridge protocol end to end against a server that enforces BridgeServer2's rules, in this
/// process, with each way the server fails; every archive must reach the server exactly once with
/// its MD5 and pass its validation.
@Suite(.timeLimit(.minutes(1))) struct BridgeDeliveryTests {
    @Test func everyArchiveIsSignedInForCompletedOnceAndValidated() async throws {
        let bench = try await UploadBench()
        let payloads = [UploadBench.payload(10), UploadBench.payload(300 * 1024), UploadBench.payload(2 * 1024 * 1024 + 7)]
        let items = try payloads.map { try bench.enqueue($0, to: "bridge") }
        try await bench.deliverAll()

        let completed = bench.server.completed
        #expect(completed.count == 3)
        for (item, payload) in zip(items, payloads) {
            let uploads = completed.filter { $0.name == item.payload }
            #expect(uploads.count == 1, "\(item.payload) completed \(uploads.count) times")
            guard let upload = uploads.first else { continue }
            #expect(upload.md5 == UploadBench.md5(payload) && upload.account == "board")
            #expect(!upload.encrypted && upload.zipped, "a plain zip says so: Bridge takes an absent flag as true")
            #expect(try bench.server.body(of: upload) == payload)
        }
        #expect(bench.server.validations.map(\.status) == ["succeeded", "succeeded", "succeeded"])
        let requests = bench.server.requests
        #expect(bench.server.requests(to: "/v3/auth/signIn").count == 1, "one sign-in for the whole run")
        let withSession = requests.filter { $0.path.hasPrefix("/v3/") && $0.path != "/v3/auth/signIn" }.map(\.session)
        #expect(!withSession.isEmpty && !withSession.contains(false))
        #expect(requests.allSatisfy { $0.userAgent == "activetask/0.0-test (Linux)" }, "\(requests.map(\.userAgent))")
        #expect(requests.filter { $0.method == "PUT" }.allSatisfy { $0.port == bench.server.s3Port && !$0.session })
        let outbox = try bench.outbox()
        #expect(try outbox.items().allSatisfy { $0.state == .sent && $0.stage == .validated && $0.attempts == 1 })
        #expect(try items.allSatisfy { !FileManager.default.fileExists(atPath: outbox.payloadURL(of: $0).path) })
        let history = try outbox.events(of: try outbox.items()[0]).map(\.text)
        #expect(history.count == 5, "enqueued, session opened, body sent, completed, validated: \(history)")
        #expect(history[1].hasPrefix("upload session") && history[2].contains("\(items[0].byteCount) bytes sent")
                && history[3].contains("completed") && history[4].contains("validated (succeeded)"))
        let sessions = mode(of: bench.outboxFolder.appendingPathComponent("bridge-sessions.json"))
        #expect(sessions == 0o600, "the session cache is private")
    }

    private func mode(of url: URL) -> mode_t? {
        (try? Syscalls.stat(url.path)).map { $0.st_mode & 0o777 }
    }

    @Test func a503WithRetryAfterIsWaitedOutBeforeTheNextAttempt() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/v3/uploads", "status": 503, "retryAfter": 1]])
        let payload = UploadBench.payload(1000)
        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let opens = bench.server.requests(to: "/v3/uploads")
        #expect(opens.map(\.status) == [503, 201])
        if opens.count == 2 {
            #expect(opens[1].time - opens[0].time >= 1.0, "retried after \(opens[1].time - opens[0].time) s, before Retry-After")
        }
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.attempts == 2)
        let history = try bench.outbox().events(of: item).map(\.text)
        #expect(history.contains { $0.contains("503 from POST") && $0.contains("the server asked for 1.0 s") }, "\(history)")
    }

    @Test(arguments: [("PUT", "/s3/", 409), ("POST", "/v3/uploads/", 410), ("GET", "/v3/uploadstatuses/", 409)])
    func a409OrA410IsRetriedLikeA503(method: String, path: String, status: Int) async throws {
        let bench = try await UploadBench(rules: [["method": method, "path": path, "status": status]])
        let payload = UploadBench.payload(2000)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        #expect(bench.server.requests.filter { $0.method == method && $0.path.hasPrefix(path) }.first?.status == status)
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.stage == .validated && stored.attempts == 2)
    }

    @Test func aConnectionResetHalfwayThroughThePutIsSentAgainToTheSameSession() async throws {
        let bench = try await UploadBench(rules: [["method": "PUT", "path": "/s3/", "reset": true]])
        let payload = UploadBench.payload(512 * 1024)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let requests = bench.server.requests
        #expect(requests.filter { $0.method == "PUT" }.map(\.action) == ["reset", "answered"])
        #expect(bench.server.requests(to: "/v3/uploads").count == 1, "the session was still good: no new one")
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        #expect(try bench.outbox().items().map(\.state) == [.sent])
    }

    @Test func aForbiddenUploadURLIsReplacedByANewSession() async throws {
        let bench = try await UploadBench(rules: [["method": "PUT", "path": "/s3/", "status": 403]])
        let payload = UploadBench.payload(4096)
        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        #expect(bench.server.requests(to: "/v3/uploads").count == 2)
        #expect(bench.server.requests.filter { $0.method == "PUT" }.map(\.status) == [403, 200])
        let completed = bench.server.completed
        #expect(completed.map(\.md5) == [UploadBench.md5(payload)])
        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.attempts == 1 && stored.sessionID == completed.first?.session)
        #expect(try bench.outbox().events(of: item).contains { $0.text.contains("asking for a new upload session") })
    }

    @Test func anUnconsentedAccountLeavesTheItemWaitingUntilItsConsentIsRecorded() async throws {
        let bench = try await UploadBench(accounts: [UploadServer.Account(externalId: "board", password: "secret", consented: false)])
        let payload = UploadBench.payload(2048)
        let item = try bench.enqueue(payload, to: "bridge")
        let first = try #require(try await bench.uploader().deliverDue().first)

        #expect(bench.server.requests(to: "/v3/auth/signIn").map(\.status) == [412], "signed in, but not consented")
        #expect(bench.server.requests(to: "/v3/uploads").map(\.status) == [412])
        #expect(first.state == .pending && first.stage == .queued)
        #expect(first.lastError?.contains("has not consented") == true && first.lastError?.contains("waits") == true, "\(first.lastError ?? "")")
        #expect(FileManager.default.fileExists(atPath: try bench.outbox().payloadURL(of: item).path))

        // The consent API takes the session the 412 carried; then the archive goes through.
        let consent = Data(#"{"name": "Board Seventeen", "scope": "no_sharing"}"#.utf8)
        let outbox = try bench.outbox()
        _ = try outbox.enqueue(run: URL(fileURLWithPath: item.source), runUUID: try #require(UUID(uuidString: item.runUUID)), task: "walk",
                               to: try bench.destinations().destination("bridge"), part: "consent",
                               fileExtension: "json") { file throws(ActivetaskError) in try PrivateFile.writeAtomically(consent, to: file) }
        try await bench.deliverAll()
        #expect(bench.server.consents.map(\.signature["name"]) == ["Board Seventeen"])
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        #expect(try outbox.items().map(\.state) == [.sent, .sent])
        #expect(bench.server.requests(to: "/v3/auth/signIn").count == 1, "the consented session goes on")
    }

    @Test func aValidationFailureFailsForGoodWithBridgesMessagesUntilEnqueuedAgain() async throws {
        let bench = try await UploadBench()
        let notAZip = Data((0..<4000).map { _ in UInt8.random(in: 0...255) })
        let item = try bench.enqueue(notAZip, to: "bridge")
        try await bench.deliverAll()

        let outbox = try bench.outbox()
        let failed = try #require(try outbox.items().first)
        #expect(failed.state == .failed && failed.stage == .completed)
        #expect(failed.lastError?.contains("failed Bridge's validation: UnzipHandler: not a zip file") == true, "\(failed.lastError ?? "")")
        #expect(bench.server.validations.map(\.status) == ["validation_failed"])
        #expect(FileManager.default.fileExists(atPath: outbox.payloadURL(of: item).path), "a failed payload stays in the outbox")

        let payload = UploadBench.payload(3000)
        let again = try outbox.enqueue(run: URL(fileURLWithPath: item.source), runUUID: try #require(UUID(uuidString: item.runUUID)),
                                       task: item.task, to: try bench.destinations().destination("bridge"),
                                       fileExtension: "zip") { file throws(ActivetaskError) in try PrivateFile.writeAtomically(payload, to: file) }
        guard case .requeued(let requeued) = again else {
            Issue.record("a failed item enqueued again was \(again), not requeued")
            return
        }
        #expect(requeued.id == item.id)
        try await bench.deliverAll()
        #expect(bench.server.validations.map(\.status) == ["validation_failed", "succeeded"])
        #expect(try outbox.items().map(\.state) == [.sent])
    }

    @Test func anArchiveWithAFolderInAnEntryNameFailsBridgesFlatUnzip() async throws {
        let bench = try await UploadBench()
        let nested = StoredZip.data(entries: [("info.json", Data(#"{"item":"walk","format":"v2_generic"}"#.utf8)),
                                              ("walking.outbound/accel-000001.jsonl", Data("{}\n".utf8))])
        try bench.enqueue(nested, to: "bridge")
        try await bench.deliverAll()

        let failed = try #require(try bench.outbox().items().first)
        #expect(failed.state == .failed)
        #expect(failed.lastError?.contains("walking.outbound/accel-000001.jsonl (No such file or directory)") == true, "\(failed.lastError ?? "")")
    }

    @Test func theValidationStatusIsPolledUntilBridgeHasAnAnswer() async throws {
        let bench = try await UploadBench(validationPolls: 3)
        try bench.enqueue(UploadBench.payload(100), to: "bridge")
        try await bench.deliverAll()

        let polls = bench.server.requests.filter { $0.method == "GET" && $0.path.hasPrefix("/v3/uploadstatuses/") }
        #expect(polls.count == 4, "three answers in progress, then succeeded")
        #expect(try bench.outbox().items().map(\.stage) == [.validated])
    }

    @Test func aResultEnqueuedTwiceIsSentOnce() async throws {
        let bench = try await UploadBench()
        let payload = UploadBench.payload(100)
        let run = UUID()
        let item = try bench.enqueue(payload, to: "bridge", runUUID: run)
        let second = try bench.outbox().enqueue(run: URL(fileURLWithPath: item.source), runUUID: run, task: "walk",
                                                to: try bench.destinations().destination("bridge"), fileExtension: "zip") { _ in
            Issue.record("the payload of a result already in the outbox was made again")
        }
        guard case .present(let present) = second, present.id == item.id else {
            Issue.record("a result enqueued twice gave \(second), not the item already present")
            return
        }
        try await bench.deliverAll()
        #expect(bench.server.completed.count == 1)
    }
}
