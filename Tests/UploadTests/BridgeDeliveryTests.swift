import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// The Bridge protocol end to end against test_server.py, in this process, with each way the
/// server fails; every archive must reach the server exactly once with its MD5.
@Suite(.timeLimit(.minutes(1))) struct BridgeDeliveryTests {
    @Test func everyArchiveIsCompletedOnceWithItsBytesAndMD5() async throws {
        let bench = try UploadBench()
        let payloads = [UploadBench.payload(10), UploadBench.payload(300 * 1024), UploadBench.payload(2 * 1024 * 1024 + 7)]
        let items = try payloads.map { try bench.enqueue($0, to: "bridge") }
        try await bench.deliverAll()

        let completed = bench.server.completed
        #expect(completed.count == 3)
        for (item, payload) in zip(items, payloads) {
            let uploads = completed.filter { $0.name == item.payload }
            #expect(uploads.count == 1, "\(item.payload) completed \(uploads.count) times")
            guard let upload = uploads.first else { continue }
            #expect(upload.md5 == UploadBench.md5(payload))
            #expect(try bench.server.body(of: upload) == payload)
        }
        let outbox = try bench.outbox()
        #expect(try outbox.items().allSatisfy { $0.state == .sent && $0.stage == .completed && $0.attempts == 1 })
        #expect(try items.allSatisfy { !FileManager.default.fileExists(atPath: outbox.payloadURL(of: $0).path) })
        let history = try outbox.events(of: try outbox.items()[0]).map(\.text)
        #expect(history.count == 4, "enqueued, session opened, body sent, completed: \(history)")
        #expect(history[1].hasPrefix("upload session") && history[2].contains("10 bytes sent") && history[3].contains("completed"))
    }

    @Test func a503WithRetryAfterIsWaitedOutBeforeTheNextAttempt() async throws {
        let bench = try UploadBench(rules: [["method": "POST", "path": "/v3/uploads", "status": 503, "retryAfter": 1]])
        let payload = UploadBench.payload(1000)
        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let opens = bench.server.requests.filter { $0.method == "POST" && $0.path == "/v3/uploads" }
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

    @Test func aConnectionResetHalfwayThroughThePutIsSentAgainToTheSameSession() async throws {
        let bench = try UploadBench(rules: [["method": "PUT", "path": "/s3/", "reset": true]])
        let payload = UploadBench.payload(512 * 1024)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let requests = bench.server.requests
        #expect(requests.filter { $0.method == "PUT" }.map(\.action) == ["reset", "answered"])
        #expect(requests.count { $0.path == "/v3/uploads" } == 1, "the session was still good: no new one")
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        #expect(try bench.outbox().items().map(\.state) == [.sent])
    }

    @Test func aForbiddenUploadURLIsReplacedByANewSession() async throws {
        let bench = try UploadBench(rules: [["method": "PUT", "path": "/s3/", "status": 403]])
        let payload = UploadBench.payload(4096)
        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let requests = bench.server.requests
        #expect(requests.count { $0.path == "/v3/uploads" } == 2)
        #expect(requests.filter { $0.method == "PUT" }.map(\.status) == [403, 200])
        let completed = bench.server.completed
        #expect(completed.map(\.md5) == [UploadBench.md5(payload)])
        let stored = try #require(try bench.outbox().items().first)
        #expect(stored.state == .sent && stored.attempts == 1 && stored.sessionID == completed.first?.session)
        #expect(try bench.outbox().events(of: item).contains { $0.text.contains("asking for a new upload session") })
    }

    @Test func anUnconsentedResultFailsForGoodUntilItIsEnqueuedAgain() async throws {
        let bench = try UploadBench(rules: [["method": "POST", "path": "/v3/uploads", "status": 412]])
        let payload = UploadBench.payload(2048)
        let item = try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        #expect(bench.server.completed.isEmpty)
        #expect(bench.server.requests.count == 1, "a 412 is not retried")
        let outbox = try bench.outbox()
        let failed = try #require(try outbox.items().first)
        #expect(failed.state == .failed)
        #expect(failed.lastError?.contains("412 from POST") == true && failed.lastError?.contains("not consented") == true)
        #expect(FileManager.default.fileExists(atPath: outbox.payloadURL(of: item).path), "a failed payload stays in the outbox")

        let again = try outbox.enqueue(run: URL(fileURLWithPath: item.source), runUUID: try #require(UUID(uuidString: item.runUUID)),
                                       task: item.task, to: try bench.destinations().destination("bridge"),
                                       fileExtension: "zip") { file throws(ActivetaskError) in try PrivateFile.writeAtomically(payload, to: file) }
        guard case .requeued(let requeued) = again else {
            Issue.record("a failed item enqueued again was \(again), not requeued")
            return
        }
        #expect(requeued.id == item.id)
        try await bench.deliverAll()
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        #expect(try outbox.items().map(\.state) == [.sent])
    }

    @Test func aResultEnqueuedTwiceIsSentOnce() async throws {
        let bench = try UploadBench()
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
