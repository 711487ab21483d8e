import Foundation

/// Writes analysis entries as JSON (an array of `{"path", "kind", "summary", "warnings"}`, plus
/// `"error"` and a `null` summary for a failed recording) or CSV (one row per recording, one column per summary key).
public enum AnalysisReportWriter {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// A JSON array, one object per recording.
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

    /// The entries as a JSON array; keys keep the summary's order; undefined values are `null`.
    public static func json(_ entries: [AnalysisEntry]) -> String {
        var out = "[\n"
        for (index, entry) in entries.enumerated() {
            out += "  {\"path\": \(JSONValue.quoted(entry.path)), \"kind\": \(entry.kind.map { JSONValue.quoted($0.rawValue) } ?? "null"), "
            if let summary = entry.summary {
                out += "\"summary\": {"
                out += summary.keys.map { "\(JSONValue.quoted($0)): \(number(summary[$0]))" }.joined(separator: ", ")
                out += "}, "
            } else {
                out += "\"summary\": null, "
            }
            out += "\"warnings\": [" + entry.warnings.map(JSONValue.quoted).joined(separator: ", ") + "]"
            if let error = entry.error { out += ", \"error\": \(JSONValue.quoted(error))" }
            out += index == entries.count - 1 ? "}\n" : "},\n"
        }
        return out + "]\n"
    }

    /// The entries as CSV: columns `path`, `kind`, `error`, `warnings`, then every summary key in
    /// the order first met; an undefined value is an empty cell.
    public static func csv(_ entries: [AnalysisEntry]) -> String {
        var columns: [String] = []
        var seen = Set<String>()
        for key in entries.compactMap(\.summary).flatMap(\.keys) where seen.insert(key).inserted {
            columns.append(key)
        }
        var out = (["path", "kind", "error", "warnings"] + columns).map(cell).joined(separator: ",") + "\n"
        for entry in entries {
            var row = [entry.path, entry.kind?.rawValue ?? "", entry.error ?? "", entry.warnings.joined(separator: "; ")].map(cell)
            row += columns.map { key in entry.summary?[key].map { "\($0)" } ?? "" }
            out += row.joined(separator: ",") + "\n"
        }
        return out
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    private static func cell(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
