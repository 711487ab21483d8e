import ActiveTasks
import Foundation
import RecordingFormat
import Schedule
import Study
import TestSupport
import Testing

/// `SessionJournal`: one JSON line per run, appended to a private file, read back exactly; a
/// line that is no record is named with its line number.
@Suite struct SessionJournalTests {
    private func record(_ session: String, _ seconds: Double) -> SessionRunRecord {
        SessionRunRecord(session: session, task: "/srv/tap.json", status: .completed, startDate: Date(timeIntervalSince1970: seconds),
                         endDate: Date(timeIntervalSince1970: seconds + 61.5), result: "/runs/\(session)")
    }

    @Test func recordsAreAppendedAsLinesAndReadBack() throws {
        let root = try TemporaryDirectory(prefix: "journal")
        let journal = SessionJournal(folder: root.url.appendingPathComponent("state"))
        #expect(try journal.records() == [], "no journal is no runs")
        try journal.append(record("morning", 1_795_420_800))
        try journal.append(record("evening", 1_795_464_000))
        #expect(try journal.records() == [record("morning", 1_795_420_800), record("evening", 1_795_464_000)])
        let text = try String(contentsOf: journal.url, encoding: .utf8)
        #expect(text.hasPrefix("""
            {"endDate":"2026-11-23T08:01:01.500Z","result":"/runs/morning","session":"morning","startDate":"2026-11-23T08:00:00.000Z",\
            "status":"completed","task":"/srv/tap.json"}

            """))
        #expect(FileManager.default.fileExists(atPath: journal.url.path))
        let mode = try FileManager.default.attributesOfItem(atPath: journal.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aLineThatIsNoRecordIsNamed() throws {
        let root = try TemporaryDirectory(prefix: "journal")
        let journal = SessionJournal(folder: root.url)
        try journal.append(record("morning", 0))
        let handle = try FileHandle(forWritingTo: journal.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"session\": \"x\"}\n".utf8))
        try handle.close()
        do {
            _ = try journal.records()
            Issue.record("a broken journal was read")
        } catch {
            #expect(error.code == .journalUnavailable)
            #expect(error.message.hasPrefix("\(journal.url.path):2: not a run record"))
        }
    }

    @Test func aJournalThatIsASymbolicLinkIsNotWrittenThrough() throws {
        let root = try TemporaryDirectory(prefix: "journal")
        let target = root.url.appendingPathComponent("elsewhere")
        try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent(SessionJournal.fileName), withDestinationURL: target)
        #expect(throws: ActivetaskError.self) { try SessionJournal(folder: root.url).append(record("morning", 0)) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
