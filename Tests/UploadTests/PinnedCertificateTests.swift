import Foundation
import Testing
import TestSupport
import Upload

/// HTTPS through AsyncHTTPClient: a destination's `caFile` is the CA it trusts; without it, a
/// certificate the system's store does not know is refused and the item waits.
@Suite(.timeLimit(.minutes(1))) struct PinnedCertificateTests {
    @Test func aServerSignedByThePinnedCAReceivesTheArchive() async throws {
        let bench = try UploadBench(tls: true)
        let payload = UploadBench.payload(100_000)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let completed = try #require(bench.server.completed.first)
        #expect(bench.server.completed.count == 1)
        #expect(completed.md5 == UploadBench.md5(payload))
        #expect(try bench.server.body(of: completed) == payload)
    }

    @Test func aCertificateTheSystemStoreDoesNotKnowIsRefusedAndTheItemWaits() async throws {
        let bench = try UploadBench(tls: true, pinned: false)
        try bench.enqueue(UploadBench.form("1"), to: "rave")
        let items = try await Uploader(outbox: bench.outbox(), destinations: bench.destinations()).deliverDue()

        let item = try #require(items.first)
        #expect(item.state == .pending && item.stage == .queued)
        #expect(item.lastError?.contains("CERTIFICATE_VERIFY_FAILED") == true, "\(item.lastError ?? "")")
        #expect(bench.server.requests.isEmpty)
    }
}
