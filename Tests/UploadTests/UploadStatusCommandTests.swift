import Foundation
import Testing
import TestSupport
import Upload

/// `upload status` says what happened to every item, as text and as JSON.
@Suite(.timeLimit(.minutes(1))) struct UploadStatusCommandTests {
    @Test func statusListsSentFailedAndPendingItemsWithTheirLastError() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/api/odm", "status": 503, "retryAfter": 3600]])
        let refused = try bench.enqueue(Data("not a zip".utf8), to: "bridge")
        let sent = try bench.enqueue(UploadBench.payload(20), to: "bridge")
        let waiting = try bench.enqueue(UploadBench.form("5"), to: "rave")

        let run = try await bench.command(["run", "--once"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("#\(sent.id!) sent to bridge"))

        let status = try await bench.command(["status"])
        #expect(status.status == 0)
        #expect(status.stdout.contains("#\(refused.id!) failed to bridge (bridge): walk run \(refused.runUUID)"), "\(status.stdout)")
        #expect(status.stdout.contains("failed Bridge's validation: UnzipHandler: not a zip file"), "\(status.stdout)")
        #expect(status.stdout.contains("#\(sent.id!) sent to bridge"))
        #expect(status.stdout.contains("stage validated, 1 attempt, sent"), "\(status.stdout)")
        #expect(status.stdout.contains("#\(waiting.id!) pending to rave (rave)"))
        #expect(status.stdout.contains("last error: 503 from POST \(bench.server.baseURL)/api/odm"))
        #expect(status.stdout.hasSuffix("1 pending, 1 sent, 1 failed\n"))
        #expect(!status.stdout.contains("secret"))

        let json = try await bench.command(["status", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["pending"] as? Int == 1 && document["sent"] as? Int == 1 && document["failed"] as? Int == 1)
        let items = try #require(document["items"] as? [[String: Any]])
        let pending = try #require(items.first { ($0["item"] as? [String: Any])?["state"] as? String == "pending" })
        let item = try #require(pending["item"] as? [String: Any])
        #expect(item["stage"] as? String == "authenticated")
        let next = try #require((item["nextAttempt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
        #expect(next.timeIntervalSinceNow > 3500, "the next attempt waits out Retry-After: 3600")
        #expect((pending["history"] as? [[String: Any]])?.count == 3)
    }

    @Test func aSecondRunWaitsForNoOneAndSaysTheOutboxIsBusy() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/v3/uploads", "hold": 30]])
        try bench.enqueue(UploadBench.payload(10), to: "bridge")
        let logs = try TemporaryDirectory(prefix: "upload-busy")
        defer { withExtendedLifetime(logs) {} }
        let first = try ActivetaskBinary.start(["upload", "run", "--outbox", bench.outboxFolder.path, "--config", bench.configFile.path],
                                               logDirectory: logs.url)
        defer { first.send(SIGKILL) }
        await waitUntil(timeout: 20) { bench.server.requests.contains { $0.action == "held" } }
        let second = try await bench.command(["run", "--once"])
        #expect(second.status == 75)
        #expect(second.stderr.contains("another `activetask upload run` is delivering"))
        #expect(bench.server.requests.filter { $0.path == "/v3/uploads" }.count == 1)
    }
}
