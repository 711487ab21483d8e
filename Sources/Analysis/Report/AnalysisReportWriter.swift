import ActiveTasks
import Foundation
import JSONValues

/// Writes analysis entries as JSON (an array of `{"path", "task", "taskRunUUID", "participant",
/// "visit", "step", "kind", "summary", "warnings"}`, plus `"error"` and a `null` summary for a failed entry) or CSV (one
/// row per entry, one column per summary key). Every value is written to its key's precision.
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
            out += "\"summary\": \(summary.json), "
        } else {
            out += "\"summary\": null, "
        }
        out += "\"warnings\": [" + entry.warnings.map(JSONValue.quoted).joined(separator: ", ") + "]"
        if let error = entry.error { out += ", \"error\": \(JSONValue.quoted(error))" }
        return out + "}"
    }

    /// The entries as CSV: columns `path`, `task`, `taskRunUUID`, `participant`, `visit`, `step`, `kind`, `error`,
    /// `warnings`, then every summary key in the order first met; an undefined value is an
    /// empty cell, a list or an object its JSON.
    public static func csv(_ entries: [AnalysisEntry]) -> String {
        var columns: [String] = []
        var seen = Set<String>()
        for key in entries.compactMap(\.summary).flatMap(\.keys) where seen.insert(key).inserted {
            columns.append(key)
        }
        let fixed = ["path", "task", "taskRunUUID", "participant", "visit", "step", "kind", "error", "warnings"]
        var out = (fixed + columns).map(cell).joined(separator: ",") + "\n"
        for entry in entries {
            var row = [entry.path, entry.task ?? "", entry.taskRunUUID?.uuidString ?? "", entry.participant ?? "", entry.visit ?? "", entry.step ?? "",
                       entry.kind?.rawValue ?? "", entry.error ?? "", entry.warnings.joined(separator: "; ")].map(cell)
            row += columns.map { key in cell(entry.summary.map { summary in
                summary.text(key) ?? summary.label(key) ?? (summary.values(key) != nil || summary.items(key) != nil || summary.object(key) != nil ? summary.json(key) : "")
            } ?? "") }
            out += row.joined(separator: ",") + "\n"
        }
        return out
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
