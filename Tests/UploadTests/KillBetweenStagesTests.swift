import Foundation
import Testing
import TestSupport
import Upload

/// `activetask upload run` killed with SIGKILL at every point of a delivery, then started again:
/// the server ends with each result exactly once, with its MD5.
@Suite(.timeLimit(.minutes(1))) struct KillBetweenStagesTests {
    @Test(arguments: [UploadStage.sessionRequested, .bodySent, .completed, .validated])
    func aBridgeUploaderKilledAfterAStageWasJournaledResumesAfterIt(stage: UploadStage) async throws {
        let bench = try await UploadBench(validationPolls: 0)
        let payload = UploadBench.payload(64 * 1024)
        try bench.enqueue(payload, to: "bridge")

        let killed = try await bench.command(["run"], environment: ["ACTIVETASK_UPLOAD_KILL_AFTER": stage.rawValue])
        #expect(killed.status == SIGKILL, "the run was not killed after \(stage): \(killed.stderr)")
        #expect(try bench.outbox().items().first?.stage == stage)
        let before = bench.server.requests

        let resumed = try await bench.command(["run"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let after = Array(bench.server.requests.dropFirst(before.count))
        // The resumed run goes on with the session the killed one signed in with; the upload URL,
        // never journaled (its signature is a credential), is asked for again.
        let expected: [String] = switch stage {
        case .sessionRequested: ["POST /uploads", "PUT", "POST /complete", "GET status"]
        case .bodySent: ["POST /complete", "GET status"]
        case .completed: ["GET status"]
        default: []
        }
        let sent = after.map { request in
            request.method == "PUT" ? "PUT" : request.method == "GET" ? "GET status" : "POST /\(request.path.split(separator: "/").last ?? "")"
        }
        #expect(sent == expected, "after \(stage) the resumed run sent \(after.map(\.path))")
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        let outbox = try bench.outbox()
        let item = try #require(try outbox.items().first)
        #expect(item.state == .sent)
        #expect(!FileManager.default.fileExists(atPath: outbox.payloadURL(of: item).path))
    }

    @Test(arguments: ["/v3/uploads", "/s3/", "/v3/uploads/", "/v3/uploadstatuses/"])
    func aBridgeUploaderKilledWhileTheServerAnswersSendsNothingTwice(held path: String) async throws {
        let method = path == "/s3/" ? "PUT" : path == "/v3/uploadstatuses/" ? "GET" : "POST"
        let bench = try await UploadBench(rules: [["method": method, "path": path, "hold": 30]])
        let payload = UploadBench.payload(32 * 1024)
        try bench.enqueue(payload, to: "bridge")

        let logs = try TemporaryDirectory(prefix: "upload-kill")

        defer { withExtendedLifetime(logs) {} }
        let child = try ActivetaskBinary.start(["upload", "run", "--outbox", bench.outboxFolder.path, "--config", bench.configFile.path],
                                               logDirectory: logs.url)
        await waitUntil(timeout: 20) { bench.server.requests.contains { $0.action == "held" } }
        #expect(bench.server.requests.contains { $0.action == "held" }, "the server never held \(method) \(path)")
        child.send(SIGKILL)
        #expect(await child.exitStatus(timeout: 5) == SIGKILL)

        let resumed = try await bench.command(["run"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let completed = bench.server.completed
        #expect(completed.map(\.md5) == [UploadBench.md5(payload)], "completed: \(completed)")
        #expect(try bench.server.body(of: try #require(completed.first)) == payload)
        #expect(bench.server.validations.map(\.status) == ["succeeded"])
        #expect(try bench.outbox().items().map(\.state) == [.sent])
    }

    @Test(arguments: [UploadStage.authenticated, .completed])
    func aRaveUploaderKilledAfterAStageWasJournaledPostsTheFormOnce(stage: UploadStage) async throws {
        let bench = try await UploadBench()
        let form = UploadBench.form("42")
        try bench.enqueue(form, to: "rave")

        let killed = try await bench.command(["run"], environment: ["ACTIVETASK_UPLOAD_KILL_AFTER": stage.rawValue])
        #expect(killed.status == SIGKILL)
        let resumed = try await bench.command(["run"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(bench.server.forms.map(\.md5) == [UploadBench.md5(form)])
        #expect(bench.server.requests.count { $0.path == "/api/board/authenticate" } == 1, "resumed after authenticating")
        #expect(try bench.outbox().items().map(\.state) == [.sent])
    }
}
