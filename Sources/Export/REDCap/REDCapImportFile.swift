import Foundation
import RecordingFormat

/// REDCap's flat import CSV of many runs (docs/EXPORT.md, "REDCap"): one row per run, the record
/// id field first, then `redcap_event_name` (longitudinal projects), `redcap_repeat_instrument`
/// and `redcap_repeat_instance` (repeating instruments), then every field in the order first
/// met; a field a row does not have is empty, which REDCap's import leaves as it is.
package enum REDCapImportFile {
    /// Numbers the instances of `records`: the runs of one record, event and instrument count
    /// from 1 in the order they started (then by UUID).
    /// - Returns: Each record with its instance (`nil` for a record of a non-repeating instrument).
    /// - Throws: `ActivetaskError(.invalidDataValue)` naming both runs when a non-repeating
    ///   instrument would get two rows of one record and event, or one run is given twice.
    package static func instances(of records: [REDCapRecord]) throws(ActivetaskError) -> [(record: REDCapRecord, instance: Int?)] {
        var seen: [String: REDCapRecord] = [:]
        var runs: [UUID: String] = [:]
        var counts: [String: Int] = [:]
        var numbered: [(record: REDCapRecord, instance: Int?)] = []
        let ordered = records.sorted { ($0.startDate, $0.runUUID.uuidString) < ($1.startDate, $1.runUUID.uuidString) }
        for record in ordered {
            if let twin = runs.updateValue(record.source, forKey: record.runUUID) {
                throw ActivetaskError(.invalidDataValue, "\(twin) and \(record.source) hold the same run (\(record.runUUID.uuidString)); give each run once")
            }
            let key = [record.recordID, record.event ?? "", record.instrument].joined(separator: "\u{1F}")
            if !record.repeating, let other = seen.updateValue(record, forKey: key) {
                throw ActivetaskError(.invalidDataValue, "\(other.source) and \(record.source): both are instrument \(record.instrument) of record \(record.recordID)\(record.event.map { " at event \($0)" } ?? ""), which does not repeat; set \"repeating\": true in the study file (and make the instrument repeating in REDCap), or export one of them")
            }
            counts[key, default: 0] += 1
            numbered.append((record, record.repeating ? counts[key] : nil))
        }
        return numbered
    }

    /// Writes `records` as one CSV file.
    /// - Parameters:
    ///   - records: The runs' records.
    ///   - recordIDField: The project's record id field.
    ///   - file: The output file.
    /// - Returns: How many rows were written.
    /// - Throws: `ActivetaskError` from `instances(of:)` or when the write fails.
    package static func write(_ records: [REDCapRecord], recordIDField: String, to file: OutputFile) throws(ActivetaskError) -> Int {
        let rows = try instances(of: records)
        var header = [recordIDField]
        if rows.contains(where: { $0.record.event != nil }) { header.append("redcap_event_name") }
        if rows.contains(where: { $0.instance != nil }) { header += ["redcap_repeat_instrument", "redcap_repeat_instance"] }
        let fixed = header.count
        var columns: [String: Int] = [:]
        for (record, _) in rows {
            for field in record.fields where columns[field.name] == nil {
                columns[field.name] = header.count
                header.append(field.name)
            }
        }
        var writer = try CSVWriter(file: file, header: header)
        for (record, instance) in rows {
            var cells = [String](repeating: "", count: header.count)
            cells[0] = record.recordID
            if let event = record.event { cells[1] = event }
            if let instance {
                cells[fixed - 2] = record.instrument
                cells[fixed - 1] = String(instance)
            }
            for field in record.fields { cells[columns[field.name]!] = field.value }
            try writer.write(cells)
        }
        return writer.rowCount
    }
}
