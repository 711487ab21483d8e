import Foundation
import Testing
import TestSupport
import Upload

/// HTTPS through AsyncHTTPClient: a destination's `caFile` is the CA it trusts for its own server
/// only; without it, a certificate the system's store does not know is refused and the item waits.
@Suite(.timeLimit(.minutes(1))) struct PinnedCertificateTests {
    @Test func aServerSignedByThePinnedCAReceivesTheArchive() async throws {
        let bench = try await UploadBench(tls: true)
        let payload = UploadBench.payload(100_000)
        try bench.enqueue(payload, to: "bridge")
        try await bench.deliverAll()

        let completed = try #require(bench.server.completed.first)
        #expect(bench.server.completed.count == 1)
        #expect(completed.md5 == UploadBench.md5(payload))
        #expect(try bench.server.body(of: completed) == payload)
        #expect(bench.server.requests.filter { $0.method == "PUT" }.map(\.port) == [bench.server.s3Port])
    }

    @Test func thePinnedCAIsNotTrustedForTheUploadURLsHost() async throws {
        // Bridge's S3 is another host: its certificate must satisfy the system's store, not the study's pinned CA.
        let bench = try await UploadBench(tls: true, s3TLS: true)
        try bench.enqueue(UploadBench.payload(1000), to: "bridge")
        let item = try #require(try await bench.uploader().deliverDue().first)

        #expect(item.state == .pending && item.stage == .sessionRequested)
        #expect(item.lastError?.contains("PUT https://127.0.0.1:\(bench.server.s3Port)") == true
                && item.lastError?.contains("CERTIFICATE_VERIFY_FAILED") == true, "\(item.lastError ?? "")")
        #expect(bench.server.requests(to: "/v3/uploads").map(\.status) == [201], "the study server itself was trusted")
    }

    @Test func aCertificateTheSystemStoreDoesNotKnowIsRefusedAndTheItemWaits() async throws {
        let bench = try await UploadBench(tls: true, pinned: false)
        try bench.enqueue(UploadBench.form("1"), to: "rave")
        let items = try await bench.uploader().deliverDue()

        let item = try #require(items.first)
        #expect(item.state == .pending && item.stage == .queued)
        #expect(item.lastError?.contains("CERTIFICATE_VERIFY_FAILED") == true, "\(item.lastError ?? "")")
        #expect(bench.server.requests.isEmpty)
    }
}
