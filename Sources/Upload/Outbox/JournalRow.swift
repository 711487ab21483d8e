internal import GRDB

/// A value the journal keeps as one row of its own table.
protocol JournalStorable: Codable, Sendable {
    /// The value's table.
    static var tableName: String { get }
    /// The journal's number for the row; `nil` until it is inserted.
    var id: Int64? { get set }
}

/// One row of the outbox journal: GRDB's record protocols stay on this internal type, so the
/// outbox's public values (`OutboxItem`, `OutboxEvent`) name no type of GRDB's. Columns are the
/// value's coding keys.
struct JournalRow<Value: JournalStorable>: Codable, FetchableRecord, MutablePersistableRecord {
    /// The stored value.
    var value: Value

    /// The value's table.
    static var databaseTableName: String { Value.tableName }

    /// Wraps `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Reads the value from the row's columns.
    init(from decoder: any Decoder) throws {
        value = try Value(from: decoder)
    }

    /// Writes the value's columns.
    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// Keeps the id the journal gave a new row.
    mutating func didInsert(_ inserted: InsertionSuccess) {
        value.id = inserted.rowID
    }
}
