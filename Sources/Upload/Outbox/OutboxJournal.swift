import Foundation
internal import GRDB
import RecordingFormat

/// The outbox's journal: an SQLite database in WAL mode with `synchronous = FULL`, so a
/// committed stage survives a power cut. Every change of an item is written with its event in
/// one transaction.
final class OutboxJournal: Sendable {
    private let database: DatabasePool
    private let url: URL

    /// Opens (or creates) the journal at `url` and brings its tables up to date.
    /// - Throws: `ActivetaskError(.outboxUnavailable)` naming the file.
    init(url: URL) throws(ActivetaskError) {
        self.url = url
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        try Self.prepareFile(url)
        do {
            database = try DatabasePool(path: url.path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw ActivetaskError(.outboxUnavailable, "\(url.path): cannot open the outbox journal (\(error)); check the folder's permissions and free space")
        }
    }

    /// Creates the journal's file 0600 before SQLite opens it (SQLite gives its `-wal` and `-shm`
    /// files the same mode), never through a symbolic link planted under its name, and makes a
    /// journal of an earlier version 0600 too.
    /// - Throws: `ActivetaskError(.outboxUnavailable)` naming the file.
    private static func prepareFile(_ url: URL) throws(ActivetaskError) {
        do {
            let descriptor = try Syscalls.open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
            defer { try? Syscalls.close(descriptor) }
            if try Syscalls.fstat(descriptor).st_mode & 0o077 != 0 { try Syscalls.fchmod(descriptor, 0o600) }
        } catch {
            let reason = error == .tooManySymbolicLinks ? "it is a symbolic link, which is never followed; remove it" : "\(error)"
            throw ActivetaskError(.outboxUnavailable, "\(url.path): cannot open the outbox journal: \(reason)", errno: error)
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try createItemTable(OutboxItem.tableName, withParts: false, in: db)
            try db.create(table: OutboxEvent.tableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("item", .integer).notNull().references(OutboxItem.tableName, onDelete: .cascade)
                table.column("at", .datetime).notNull()
                table.column("text", .text).notNull()
            }
        }
        // One item per run, destination and part (a consent signature, the archive of a step), and
        // the participant an item signs in as; SQLite cannot change a unique key in place.
        migrator.registerMigration("v2: parts and participant accounts") { db in
            try createItemTable("newItem", withParts: true, in: db)
            let columns = "id, destination, kind, runUUID, task, source, payload, byteCount, md5, state, stage, sessionID, uploadURL, uploadExpires, attempts, nextAttempt, lastError, enqueuedAt, sentAt"
            try db.execute(sql: "INSERT INTO newItem (\(columns)) SELECT \(columns) FROM \(OutboxItem.tableName)")
            try db.drop(table: OutboxItem.tableName)
            try db.rename(table: "newItem", to: OutboxItem.tableName)
        }
        return migrator
    }

    /// Creates the items' table as `name`: one row per run and destination (v1), or per run,
    /// destination and part, with the item's participant account (v2).
    private static func createItemTable(_ name: String, withParts: Bool, in db: Database) throws {
        try db.create(table: name) { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("destination", .text).notNull()
            table.column("kind", .text).notNull()
            table.column("runUUID", .text).notNull()
            if withParts {
                table.column("part", .text).notNull().defaults(to: "")
                table.column("account", .text)
            }
            table.column("task", .text).notNull()
            table.column("source", .text).notNull()
            table.column("payload", .text).notNull()
            table.column("byteCount", .integer).notNull()
            table.column("md5", .text).notNull()
            table.column("state", .text).notNull()
            table.column("stage", .text).notNull()
            table.column("sessionID", .text)
            table.column("uploadURL", .text)
            table.column("uploadExpires", .datetime)
            table.column("attempts", .integer).notNull()
            table.column("nextAttempt", .datetime).notNull()
            table.column("lastError", .text)
            table.column("enqueuedAt", .datetime).notNull()
            table.column("sentAt", .datetime)
            table.uniqueKey(withParts ? ["destination", "runUUID", "part"] : ["destination", "runUUID"])
        }
    }

    /// Every item, oldest first.
    func items() throws(ActivetaskError) -> [OutboxItem] {
        try read { db in try JournalRow<OutboxItem>.order(Column("id")).fetchAll(db).map(\.value) }
    }

    /// The items of `runUUID` for `destination` (one per part), in the order they were enqueued.
    func items(destination: String, runUUID: String) throws(ActivetaskError) -> [OutboxItem] {
        try read { db in
            try JournalRow<OutboxItem>.filter(Column("destination") == destination && Column("runUUID") == runUUID)
                .order(Column("id")).fetchAll(db).map(\.value)
        }
    }

    /// The pending items due at `date`, oldest first.
    func due(at date: Date) throws(ActivetaskError) -> [OutboxItem] {
        try read { db in
            try JournalRow<OutboxItem>.filter(Column("state") == DeliveryState.pending.rawValue && Column("nextAttempt") <= date)
                .order(Column("id")).fetchAll(db).map(\.value)
        }
    }

    /// When the earliest pending item is due, or `nil` when nothing is pending.
    func nextDue() throws(ActivetaskError) -> Date? {
        try read { db in
            try Date.fetchOne(db, sql: "SELECT MIN(nextAttempt) FROM item WHERE state = ?", arguments: [DeliveryState.pending.rawValue])
        }
    }

    /// An item's history, oldest first.
    func events(of item: Int64) throws(ActivetaskError) -> [OutboxEvent] {
        try read { db in try JournalRow<OutboxEvent>.filter(Column("item") == item).order(Column("id")).fetchAll(db).map(\.value) }
    }

    /// Inserts `item` (or, when it has an id, replaces it) with an event, in one transaction. Its
    /// `uploadURL` is never stored: a presigned URL's signature is a credential, so it stays in
    /// the memory of the attempt that asked for it, and a later attempt asks for a new session.
    /// - Returns: The item as stored, with its id, and the `uploadURL` it came with.
    @discardableResult
    func record(_ item: OutboxItem, event: String, at date: Date) throws(ActivetaskError) -> OutboxItem {
        var kept = item
        kept.uploadURL = nil
        do {
            var recorded = try database.write { [kept] db in
                var stored = JournalRow(kept)
                try stored.save(db)
                var line = JournalRow(OutboxEvent(item: stored.value.id!, at: date, text: event))
                try line.insert(db)
                return stored.value
            }
            recorded.uploadURL = item.uploadURL
            return recorded
        } catch {
            throw ActivetaskError(.outboxUnavailable, "\(url.path): cannot record \"\(event)\" (\(error)); free space on its disk")
        }
    }

    private func read<Value>(_ query: @Sendable (Database) throws -> Value) throws(ActivetaskError) -> Value {
        do {
            return try database.read(query)
        } catch {
            throw ActivetaskError(.outboxUnavailable, "\(url.path): cannot read the outbox journal (\(error))")
        }
    }
}
