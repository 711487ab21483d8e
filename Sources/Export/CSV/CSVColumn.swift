/// One column of a CSV table: its name and the type of value its cells hold, declared with the
/// table so that a reader that types columns (DuckDB's `read_csv` in `scripts/export-parquet`)
/// is given them instead of guessing.
package struct CSVColumn: Sendable, Equatable {
    /// The type of value a column's cells hold; an empty cell is a missing value of any type.
    package enum Kind: String, Sendable {
        /// Text, written as it is.
        case text
        /// A whole number.
        case integer
        /// A decimal number (`SensorColumns.number`).
        case number
        /// `true` or `false`.
        case boolean
    }

    /// The column's name, as the header writes it.
    package let name: String
    /// The type of its cells.
    package let kind: Kind

    /// A text column.
    static func text(_ name: String) -> CSVColumn { CSVColumn(name: name, kind: .text) }
    /// A column of whole numbers.
    static func integer(_ name: String) -> CSVColumn { CSVColumn(name: name, kind: .integer) }
    /// A column of decimal numbers.
    static func number(_ name: String) -> CSVColumn { CSVColumn(name: name, kind: .number) }
    /// A column of `true` and `false`.
    static func boolean(_ name: String) -> CSVColumn { CSVColumn(name: name, kind: .boolean) }
}
