import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// Bridge sessions as BridgeServer2 and its iOS SDK keep them: one sign-in per account, the
/// session kept privately in the outbox and never shown, an expired session renewed once.
@Suite(.timeLimit(.minutes(1))) struct BridgeSessionTests {
    @Test func anExpiredSessionIsRenewedWithTheReauthTokenAndTheCallSentAgain() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/v3/uploads", "expireSession": true]])
        let payload = UploadBench.payload(500)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        #expect(bench.server.requests(to: "/v3/uploads").map(\.status) == [401, 201])
        #expect(bench.server.requests(to: "/v3/auth/reauth").map(\.status) == [200])
        #expect(bench.server.requests(to: "/v3/auth/signIn").count == 1)
        #expect(bench.server.completed.map(\.md5) == [UploadBench.md5(payload)])
        #expect(try bench.outbox().items().map { "\($0.state) \($0.attempts)" } == ["sent 1"], "renewed within the attempt")
    }

    @Test func aRefusedReauthenticationFallsBackToSigningInAgain() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/v3/uploads/", "expireSession": true],
                                            ["method": "POST", "path": "/v3/auth/reauth", "status": 404]])
        try bench.enqueue(UploadBench.payload(500), to: "bridge")
        try await bench.deliverAll()

        #expect(bench.server.requests(to: "/v3/auth/signIn").map(\.status) == [200, 200])
        #expect(bench.server.requests.filter { $0.path.hasSuffix("/complete") }.map(\.status) == [401, 200])
        #expect(try bench.outbox().items().map(\.state) == [.sent])
    }

    @Test func aRefusedSignInFailsForGoodNamingTheAccountButNotItsPassword() async throws {
        let bench = try await UploadBench()
        try bench.editDestination("bridge") { $0["account"] = ["externalId": "board", "password": "wrong-horse"] }
        try bench.enqueue(UploadBench.payload(100), to: "bridge")
        try await bench.deliverAll()

        let item = try #require(try bench.outbox().items().first)
        #expect(item.state == .failed)
        #expect(item.lastError?.contains("404 from POST \(bench.server.baseURL)/v3/auth/signIn") == true
                && item.lastError?.contains("cannot sign in as externalId board to app \(UploadServer.appId)") == true, "\(item.lastError ?? "")")
        #expect(item.lastError?.contains("wrong-horse") == false)
        #expect(bench.server.requests(to: "/v3/uploads").isEmpty)
    }

    @Test func theSessionOutlivesTheRunAndIsNeverShown() async throws {
        let bench = try await UploadBench()
        try bench.enqueue(UploadBench.payload(100), to: "bridge")
        let first = try await bench.command(["run", "--once"])
        #expect(first.status == 0, "\(first.stderr)")
        try bench.enqueue(UploadBench.payload(200), to: "bridge")
        let second = try await bench.command(["run", "--once"])
        #expect(second.status == 0, "\(second.stderr)")

        #expect(bench.server.requests(to: "/v3/auth/signIn").count == 1, "the second run goes on with the first one's session")
        let cache = bench.outboxFolder.appendingPathComponent("bridge-sessions.json")
        #expect((try Syscalls.stat(cache.path)).st_mode & 0o777 == 0o600)
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: cache)) as? [String: [String: String]])
        let token = try #require(sessions.values.first?["sessionToken"])
        let status = try await bench.command(["status", "--json"])
        for text in [first.stdout, first.stderr, second.stdout, second.stderr, status.stdout] {
            #expect(!text.contains(token) && !text.contains("secret"))
        }
    }
}
