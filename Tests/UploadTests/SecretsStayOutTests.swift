import Foundation
import Testing
import TestSupport
import Upload

/// No presigned URL's signature and no password reaches the output of `upload run` or
/// `upload status`, nor the outbox's journal, even when the PUT to it fails.
@Suite(.timeLimit(.minutes(1))) struct SecretsStayOutTests {
    @Test func aFailedPutLeavesNoSignatureOrPasswordInOutputOrJournal() async throws {
        let bench = try await UploadBench(rules: [["method": "PUT", "path": "/s3/", "times": 1, "status": 503]], validationPolls: 0)
        try bench.enqueue(UploadBench.payload(4 * 1024), to: "bridge")
        let failed = try await bench.command(["run", "--once"])
        let status = try await bench.command(["status"])
        let item = try #require(try bench.outbox().items().first)
        #expect(item.lastError?.hasPrefix("503 from PUT http://127.0.0.1:\(bench.server.s3Port)/s3/") == true
                && item.lastError?.contains("?…") == true, "\(item.lastError ?? "")")
        let sent = try await bench.command(["run"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(try bench.outbox().items().map(\.state) == [.sent])
        var journal = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: bench.outboxFolder.path) where name.hasPrefix("journal.sqlite") {
            journal += try Data(contentsOf: bench.outboxFolder.appendingPathComponent(name))
        }
        for secret in ["X-Amz-Signature", UploadBench.board.password] {
            for (name, text) in [("run", failed.stdout + failed.stderr), ("status", status.stdout + status.stderr), ("second run", sent.stdout + sent.stderr)] {
                #expect(!text.contains(secret), "\(name) shows \(secret): \(text)")
            }
            #expect(journal.range(of: Data(secret.utf8)) == nil, "the journal holds \(secret)")
        }
    }
}
