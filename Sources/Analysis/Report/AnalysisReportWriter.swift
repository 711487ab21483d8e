import ActiveTasks
import Foundation
import JSONValues

/// Writes analysis entries as JSON (an array of `{"path", "task", "taskRunUUID", "participant",
/// "visit", "step", "kind", "summary", "units", "warnings"}`, plus `"error"` and a `null` summary
/// and units for a failed entry) or CSV (one row per entry, one column per summary key, the keys'
/// units in the row under the header). Every value is written to its key's precision; every unit is
/// the one its kind's analyzer declared with the key (`AnalysisSummary.units`).
public enum AnalysisReportWriter {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// A JSON array, one object per entry.
        case json
        /// CSV with a header row.
        case csv
    }

    /// The entries in `format`, ending with a newline.
    public static func write(_ entries: [AnalysisEntry], as format: Format) -> String {
        switch format {
        case .json: return json(entries)
        case .csv: return csv(entries)
        }
    }

    /// The entries as a JSON array, one entry per line; keys keep the summary's order; undefined
    /// values are `null`.
    public static func json(_ entries: [AnalysisEntry]) -> String {
        "[\n" + entries.map { "  " + object($0) }.joined(separator: ",\n") + (entries.isEmpty ? "]\n" : "\n]\n")
    }

    /// One entry as a JSON object on one line.
    /// - Parameters:
    ///   - entry: The entry.
    ///   - recording: The index of its recording among all those of a sharded run, written first
    ///     as `"recording"` so that `AnalysisPart` can put the parts back in order; a part's entry
    ///     also carries its `"stepType"`, which `--merge --group-by` pools by.
    public static func object(_ entry: AnalysisEntry, recording: Int? = nil) -> String {
        var out = "{"
        if let recording { out += "\"recording\": \(recording), " }
        out += "\"path\": \(JSONValue.quoted(entry.path)), \"task\": \(optional(entry.task)), "
        out += "\"taskRunUUID\": \(optional(entry.taskRunUUID?.uuidString)), "
        out += "\"participant\": \(optional(entry.participant)), \"visit\": \(optional(entry.visit)), \"step\": \(optional(entry.step)), "
        if recording != nil { out += "\"stepType\": \(optional(entry.stepType)), " }
        out += "\"kind\": \(optional(entry.kind?.rawValue)), "
        if let summary = entry.summary {
            out += "\"summary\": \(summary.json), \"units\": \(spaced(summary.units)), "
        } else {
            out += "\"summary\": null, \"units\": null, "
        }
        out += "\"warnings\": [" + entry.warnings.map(JSONValue.quoted).joined(separator: ", ") + "]"
        if let error = entry.error { out += ", \"error\": \(JSONValue.quoted(error))" }
        return out + "}"
    }

    /// The entries as CSV: columns `path`, `task`, `taskRunUUID`, `participant`, `visit`, `step`, `kind`, `error`,
    /// `warnings`, then every summary key in the order first met; an undefined value is an
    /// empty cell, a list or an object its JSON. The row under the header is the units row:
    /// `#units` under `path`, each key's unit under it (an object's or a list of objects' units as
    /// JSON, nothing under a name), so that a reader skipping lines that start with `#` reads the
    /// entries alone.
    public static func csv(_ entries: [AnalysisEntry]) -> String {
        var columns: [String] = []
        var seen = Set<String>()
        for key in entries.compactMap(\.summary).flatMap(\.keys) where seen.insert(key).inserted {
            columns.append(key)
        }
        let fixed = ["path", "task", "taskRunUUID", "participant", "visit", "step", "kind", "error", "warnings"]
        var out = (fixed + columns).map(cell).joined(separator: ",") + "\n"
        var units: [String: String] = [:]
        for summary in entries.compactMap(\.summary) {
            guard case .object(let members) = summary.units else { continue }
            for member in members where units[member.key] == nil { units[member.key] = unitText(member.value) }
        }
        out += ([unitsRowMark] + Array(repeating: "", count: fixed.count - 1) + columns.map { cell(units[$0] ?? "") })
            .joined(separator: ",") + "\n"
        for entry in entries {
            var row = [entry.path, entry.task ?? "", entry.taskRunUUID?.uuidString ?? "", entry.participant ?? "", entry.visit ?? "", entry.step ?? "",
                       entry.kind?.rawValue ?? "", entry.error ?? "", entry.warnings.joined(separator: "; ")].map(cell)
            row += columns.map { key in cell(entry.summary.map { summary in
                summary.text(key) ?? summary.label(key) ?? summary.flag(key).map { String($0) } ?? (summary.values(key) != nil || summary.items(key) != nil || summary.object(key) != nil ? summary.json(key) : "")
            } ?? "") }
            out += row.joined(separator: ",") + "\n"
        }
        return out
    }

    /// The first cell of the CSV's units row.
    public static let unitsRowMark = "#units"

    /// A key's unit as the units row writes it (an object's units as JSON), or `nil` when it has none.
    private static func unitText(_ unit: JSONValue) -> String? {
        switch unit {
        case .string(let unit): unit
        case .object(let members) where !members.isEmpty: spaced(unit)
        default: nil
        }
    }

    /// A JSON value written as the report writes its objects: `"key": value`, separated by `, `.
    static func spaced(_ value: JSONValue) -> String {
        switch value {
        case .object(let members): "{" + members.map { JSONValue.quoted($0.key) + ": " + spaced($0.value) }.joined(separator: ", ") + "}"
        case .array(let values): "[" + values.map(spaced).joined(separator: ", ") + "]"
        default: value.jsonText
        }
    }

    private static func optional(_ text: String?) -> String {
        text.map(JSONValue.quoted) ?? "null"
    }

    /// `text` as a CSV cell (`CSVField.written`): led by `'` when a spreadsheet would read it as
    /// a formula, quoted when it holds a comma, quote or line break.
    static func cell(_ text: String) -> String {
        CSVField.written(text)
    }
}
