import Foundation
import Testing
import TestSupport
import Upload

/// The Patient Cloud Gateway protocol end to end against test_server.py, in this process.
@Suite(.timeLimit(.minutes(1))) struct RaveDeliveryTests {
    @Test func eachFormIsPostedOnceAfterAuthenticating() async throws {
        let bench = try await UploadBench()
        let forms = [UploadBench.form("12.5"), UploadBench.form("7")]
        for form in forms { try bench.enqueue(form, to: "rave") }
        try await bench.deliverAll()

        let received = bench.server.forms
        #expect(received.map(\.md5) == forms.map(UploadBench.md5))
        for (form, expected) in zip(received, forms) {
            #expect(try bench.server.body(of: form) == expected)
        }
        let paths = bench.server.requests.map(\.path)
        #expect(paths == ["/api/board/authenticate", "/api/odm", "/api/board/authenticate", "/api/odm"])
        #expect(bench.server.requests.allSatisfy { $0.userAgent == "activetask/0.0-test (Linux)" })
        #expect(try bench.outbox().items().allSatisfy { $0.state == .sent && $0.stage == .completed })
    }

    @Test func aServerErrorOnTheFormIsRetriedWithoutLosingTheAuthentication() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/api/odm", "status": 500]])
        let form = UploadBench.form("3")
        try bench.enqueue(form, to: "rave")
        try await bench.deliverAll()

        #expect(bench.server.forms.map(\.md5) == [UploadBench.md5(form)])
        #expect(bench.server.requests.map(\.path) == ["/api/board/authenticate", "/api/odm", "/api/odm"])
    }

    @Test func refusedCredentialsFailForGoodNamingTheWayOut() async throws {
        let bench = try await UploadBench()
        try bench.editDestination("rave") { $0["password"] = "wrong" }
        try bench.enqueue(UploadBench.form("1"), to: "rave")
        try await bench.deliverAll()

        let item = try #require(try bench.outbox().items().first)
        #expect(item.state == .failed)
        #expect(item.lastError?.contains("401 from POST") == true && item.lastError?.contains("correct user and password") == true)
        #expect(item.lastError?.contains("wrong") == false, "the password never appears in an error")
        #expect(bench.server.forms.isEmpty)
    }
}
