import Foundation
import RecordingFormat
import Testing
import TestSupport
import Upload

/// An outbox a board kept before items had parts opens with its items and history, and takes
/// several parts of one run from then on.
@Suite(.timeLimit(.minutes(1))) struct OutboxJournalMigrationTests {
    /// The journal as the first version wrote it, with one sent item and its history.
    private static let firstVersion = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1');
        CREATE TABLE item (id INTEGER PRIMARY KEY AUTOINCREMENT, destination TEXT NOT NULL, kind TEXT NOT NULL,
          runUUID TEXT NOT NULL, task TEXT NOT NULL, source TEXT NOT NULL, payload TEXT NOT NULL, byteCount INTEGER NOT NULL,
          md5 TEXT NOT NULL, state TEXT NOT NULL, stage TEXT NOT NULL, sessionID TEXT, uploadURL TEXT, uploadExpires DATETIME,
          attempts INTEGER NOT NULL, nextAttempt DATETIME NOT NULL, lastError TEXT, enqueuedAt DATETIME NOT NULL, sentAt DATETIME,
          UNIQUE (destination, runUUID));
        CREATE TABLE event (id INTEGER PRIMARY KEY AUTOINCREMENT,
          item INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE, at DATETIME NOT NULL, text TEXT NOT NULL);
        INSERT INTO item VALUES (1, 'bridge', 'bridge', '0B8F2C1E-1111-4A5B-9C3D-2E4F6A8B0C1D', 'shortWalk', '/data/runs/walk',
          'bridge-0B8F2C1E-1111-4A5B-9C3D-2E4F6A8B0C1D.zip', 48213, '3q2+7w==', 'sent', 'completed', 's1', NULL, NULL, 1,
          '2026-05-04 09:41:00.000', NULL, '2026-05-04 09:40:00.000', '2026-05-04 09:41:12.000');
        INSERT INTO event VALUES (1, 1, '2026-05-04 09:40:00.000', 'enqueued'), (2, 1, '2026-05-04 09:41:12.000', 'completed');
        """

    @Test func aFirstVersionJournalKeepsItsItemsAndTakesPartsOfARun() async throws {
        let bench = try await UploadBench()
        try FileManager.default.createDirectory(at: bench.outboxFolder, withIntermediateDirectories: true)
        let journal = bench.outboxFolder.appendingPathComponent(Outbox.journalName)
        let sqlite = try ChildProcess(executable: try which("sqlite3"), arguments: [journal.path, Self.firstVersion],
                                      logDirectory: bench.folder.url, name: "sqlite3")
        #expect(await sqlite.exitStatus(timeout: 20) == 0, "\(sqlite.stderr)")

        let outbox = try bench.outbox()
        let old = try #require(try outbox.items().first)
        #expect(old.id == 1 && old.state == .sent && old.part == "" && old.account == nil && old.runUUID.hasPrefix("0B8F2C1E"))
        #expect(try outbox.events(of: old).map(\.text) == ["enqueued", "completed"])
        let run = try #require(UUID(uuidString: old.runUUID))
        let consent = try outbox.enqueue(run: URL(fileURLWithPath: old.source), runUUID: run, task: old.task,
                                         to: try bench.destinations().destination("bridge"), part: "consent",
                                         fileExtension: "json") { file throws(ActivetaskError) in
            try PrivateFile.writeAtomically(Data("{}".utf8), to: file)
        }
        guard case .added(let added) = consent else {
            Issue.record("the consent part of a run already sent was \(consent), not added")
            return
        }
        #expect(added.id == 2 && added.part == "consent")
    }
}
