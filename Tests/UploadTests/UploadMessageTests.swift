import Foundation
import Testing
import TestSupport
import Upload

/// What `upload run` says when a delivery does not go through, through the built binary: what
/// happened, where, and what to do, in words, never NIO's or HTTP's own type descriptions.
@Suite(.timeLimit(.minutes(1))) struct UploadMessageTests {
    @Test func aRaveGatewayBusyWithA503IsSaidToBeBusyAndRetriedNotARefusedForm() async throws {
        let bench = try await UploadBench(rules: [["method": "POST", "path": "/api/odm", "times": 1, "status": 503]])
        try bench.enqueue(UploadBench.form("4"), to: "rave")
        let run = try await bench.command(["run", "--once"])
        let said = run.stdout + run.stderr
        #expect(said.contains("503 from POST") && said.contains("the server is busy or not available now"), "\(said)")
        #expect(!said.contains("refused the form") && !said.contains("OIDs"), "\(said)")
        let item = try #require(try bench.outbox().items().first)
        #expect(item.state == .pending, "\(item)")
    }

    @Test func aDestinationWhereNothingListensIsNamedWithItsPortAndWhatToCheck() async throws {
        let bench = try await UploadBench()
        let port = try LoopbackPort.free()
        try bench.editDestination("rave") { $0["baseURL"] = "http://127.0.0.1:\(port)" }
        try bench.enqueue(UploadBench.form("5"), to: "rave")
        let run = try await bench.command(["run", "--once"])
        let said = run.stdout + run.stderr
        #expect(said.contains("got no answer: nothing accepts connections at 127.0.0.1 port \(port) (connection refused); "
                              + "check baseURL in the destinations file"), "\(said)")
        #expect(!said.contains("errno") && !said.contains("SingleConnectionFailure") && !said.contains("error set"), "\(said)")
    }
}
