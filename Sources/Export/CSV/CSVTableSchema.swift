import ActiveTasks
import JSONValues

/// What one `CSVTable` writes, for readers of many runs' files (`scripts/export-parquet`, through
/// `activetask export csv-schema`): the table's name, the files that hold it and their columns
/// in order, the run's columns included.
package struct CSVTableSchema: Sendable, Equatable {
    /// The table's name (`stroop`, `scores`): the Parquet table its rows go to.
    package let table: String
    /// The end of the name of every file of the table (`.stroop.csv` for `STEP.stroop.csv`), or
    /// the whole name of its one file (`scores.csv`).
    package let fileSuffix: String
    /// The columns of its files, in order.
    package let columns: [CSVColumn]

    /// Every table `CSVTables.all` registers, in its order.
    package static var all: [CSVTableSchema] {
        CSVTables.all.map { $0.schema }
    }

    /// The schemas as JSON: an array of `{"table", "fileSuffix", "columns": [{"name", "type"}]}`,
    /// `type` one of `text`, `integer`, `number`, `boolean`.
    package static var json: String {
        "[\n" + all.map { schema in
            let columns = schema.columns.map { "{\"name\": \(JSONValue.quoted($0.name)), \"type\": \"\($0.kind.rawValue)\"}" }
            return "  {\"table\": \(JSONValue.quoted(schema.table)), \"fileSuffix\": \(JSONValue.quoted(schema.fileSuffix)), "
                + "\"columns\": [" + columns.joined(separator: ", ") + "]}"
        }.joined(separator: ",\n") + "\n]\n"
    }
}
