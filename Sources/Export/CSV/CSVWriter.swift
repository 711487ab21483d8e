import Analysis
import RecordingFormat

/// Writes RFC 4180 CSV: fields separated by commas, records ended by CRLF, a field holding a
/// comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled, and a field
/// a spreadsheet would read as a formula led by `'` (`CSVField`). UTF-8, no byte order mark, no
/// index column.
struct CSVWriter {
    /// The file being written.
    let file: OutputFile
    /// Records written after the header.
    private(set) var rowCount = 0

    /// Starts `file` with its header record.
    /// - Throws: `ActivetaskError` when the write fails.
    init(file: OutputFile, header: [String]) throws(ActivetaskError) {
        self.file = file
        try file.write(CSVWriter.record(header))
    }

    /// Appends one record.
    /// - Throws: `ActivetaskError` when the write fails.
    mutating func write(_ fields: [String]) throws(ActivetaskError) {
        try file.write(CSVWriter.record(fields))
        rowCount += 1
    }

    /// The written record: each field as `CSVField.written` makes it, joined by commas, ended by
    /// CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(CSVField.written).joined(separator: ",") + "\r\n"
    }
}
