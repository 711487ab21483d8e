import Foundation
import Testing
import TestSupport
@testable import Upload

/// `upload status` shows a server's words in an error with their control characters as symbols,
/// so an error body cannot retitle or clear the terminal.
@Suite struct OutboxReportTextTests {
    @Test func aServersEscapeSequencesInTheLastErrorAreShownAsSymbols() throws {
        let folder = try TemporaryDirectory(prefix: "outbox-report")
        let outbox = try Outbox(folder: folder.url.appendingPathComponent("outbox"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let item = OutboxItem(destination: "sage", kind: .bridge, runUUID: UUID().uuidString, task: "walk", source: "/runs/1",
                              payload: "1.zip", byteCount: 10, md5: "md5", state: .pending, stage: .queued, attempts: 1,
                              nextAttempt: now, lastError: "503 from PUT https://s3.example/x?…: \u{1B}]0;owned\u{07}\u{1B}[2J", enqueuedAt: now)
        try outbox.journal.record(item, event: "failed", at: now)
        let text = try OutboxReport(outbox: outbox).text()
        #expect(text.contains("    last error: 503 from PUT https://s3.example/x?…: ␛]0;owned␇␛[2J"), "\(text)")
        #expect(!text.contains("\u{1B}"))
    }
}
