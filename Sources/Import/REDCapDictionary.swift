import Foundation
import RecordingFormat
import SwiftCSV

/// A REDCap data dictionary: the 18-column CSV REDCap's Data Dictionary page exports and imports
/// (a header row, then one row per field, in form order), read with SwiftCSV (quoted cells,
/// embedded newlines, CRLF line ends and a UTF-8 byte order mark).
package struct REDCapDictionary: Sendable {
    /// The fields in file order, the record identifier (the first) included.
    package var fields: [REDCapField]

    /// The form names in the order their first field appears.
    package var forms: [String] {
        var seen: Set<String> = []
        return fields.map(\.form).filter { seen.insert($0).inserted }
    }

    /// The field named `name`, or `nil` when the dictionary has none.
    package func field(named name: String) -> REDCapField? {
        fields.first { $0.name == name }
    }

    /// The number of columns REDCap writes.
    static let columnCount = 18

    /// Reads the dictionary in `text`.
    /// - Parameters:
    ///   - text: The CSV.
    ///   - source: The file's path, for messages.
    /// - Throws: `ActivetaskError` (`invalidDictionary`) naming the file and line when the CSV
    ///   cannot be read, its header is not REDCap's, a row has more than 18 cells or no name.
    package init(text: String, source: String) throws(ActivetaskError) {
        let rows: [[String]]
        do {
            rows = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false).rows
        } catch {
            throw ActivetaskError(.invalidDictionary, "\(source): not a readable CSV file (\(error)); export the data dictionary from REDCap again")
        }
        let header = (try? EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false).header) ?? []
        guard header.count >= 17, header[0].lowercased().hasPrefix("variable"), header[3].lowercased().hasPrefix("field type") else {
            throw ActivetaskError(.invalidDictionary, "\(source): line 1 is not a REDCap data dictionary header (it starts \"\(header.prefix(4).joined(separator: ","))\"); expected \"Variable / Field Name,Form Name,Section Header,Field Type,…\" (REDCap's Data Dictionary export)")
        }
        var fields: [REDCapField] = []
        // A row starts on the line after the previous row's last line: one line per row, plus the
        // line breaks inside its quoted cells.
        var line = 2 + header.reduce(0) { $0 + $1.filter(\.isNewline).count }
        var problems: [String] = []
        for row in rows {
            defer { line += 1 + row.reduce(0) { $0 + $1.filter(\.isNewline).count } }
            if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            if row.count > Self.columnCount, row[Self.columnCount...].contains(where: { !$0.isEmpty }) {
                problems.append("\(source): line \(line): \(row.count) cells, REDCap writes \(Self.columnCount); quote cells that contain commas")
                continue
            }
            let field = REDCapField(columns: row, line: line)
            guard !field.name.isEmpty, !field.form.isEmpty, !field.type.isEmpty else {
                problems.append("\(source): line \(line): a field needs a Variable / Field Name, a Form Name and a Field Type")
                continue
            }
            fields.append(field)
        }
        guard problems.isEmpty else { throw ActivetaskError(.invalidDictionary, problems.joined(separator: "\n")) }
        guard !fields.isEmpty else { throw ActivetaskError(.invalidDictionary, "\(source): the dictionary has no fields") }
        self.fields = fields
    }

    /// Reads the dictionary in the file at `url`.
    /// - Parameters:
    ///   - url: The CSV file.
    ///   - source: The path as the user gave it, for messages.
    /// - Throws: `ActivetaskError` when the file cannot be read or is no REDCap dictionary.
    package init(contentsOf url: URL, source: String) throws(ActivetaskError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.invalidDictionary, "\(source): cannot be read (\(error.localizedDescription)); check the path")
        }
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252) else {
            throw ActivetaskError(.invalidDictionary, "\(source): is neither UTF-8 nor Windows-1252 text")
        }
        try self.init(text: text, source: source)
    }
}
