import ActiveTasks
import Foundation
import SignalProcessing
import JSONValues

/// `analyze --group-by participant|visit`: the entries summarised per participant (or visit),
/// kind and step type — how many runs and entries, and for every numeric summary key the number
/// of entries that define it with their mean, median, minimum and maximum. Like steps pool (a
/// short walk's outbound and return legs are two `walking` steps' `walk` entries of one run),
/// unlike ones do not (a timed walk's `timedWalk` trials and its `active` turn-around are two
/// groups); entries that failed count as entries but add no values; names (`phq9_total_band`)
/// are left out.
public struct AnalysisGroups: Sendable {
    /// What entries are grouped by.
    public enum Key: String, Sendable, CaseIterable {
        /// The run's participant.
        case participant
        /// The run's visit.
        case visit
    }

    /// One group: the entries of one participant (or visit), kind and step type.
    public struct Group: Sendable, Equatable {
        /// The participant or visit; `nil` for runs that recorded none.
        public var value: String?
        /// The entries' kind.
        public var kind: AnalysisKind?
        /// The entries' step type, or `nil` when no task result says it.
        public var stepType: String?
        /// The identifiers of the steps pooled, in the order first met.
        public var steps: [String]
        /// How many runs (task runs, or recordings that no task wrote) the entries come from.
        public var runs: Int
        /// How many entries.
        public var entries: Int
        /// Every numeric summary key in the order first met, with its statistics.
        public var statistics: [Statistic]
    }

    /// The statistics of one summary key over a group's entries.
    public struct Statistic: Sendable, Equatable {
        /// The summary key.
        public var key: String
        /// How many entries define it.
        public var count: Int
        /// Mean, median, minimum and maximum of its values (each entry's value as written, rounded
        /// to the key's precision).
        public var mean, median, minimum, maximum: Double
        /// The key's precision; means and medians are written with two more decimals.
        public var precision: SummaryPrecision
    }

    /// What the entries are grouped by.
    public let key: Key
    /// The groups, ordered by value (runs without one last), then kind, then step type.
    public let groups: [Group]

    /// Groups `entries` by `key`.
    /// - Parameters:
    ///   - entries: `analyze`'s entries.
    ///   - key: What to group by.
    public init(_ entries: [AnalysisEntry], by key: Key) {
        self.key = key
        var order: [GroupID] = []
        var members: [GroupID: [AnalysisEntry]] = [:]
        for entry in entries {
            let id = GroupID(value: key == .participant ? entry.participant : entry.visit, kind: entry.kind, stepType: entry.stepType)
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(entry)
        }
        groups = order.sorted { first, second in
            switch (first.value, second.value) {
            case let (a?, b?) where a != b: return a < b
            case (nil, _?): return false
            case (_?, nil): return true
            default: return ((first.kind?.rawValue ?? ""), (first.stepType ?? "")) < ((second.kind?.rawValue ?? ""), (second.stepType ?? ""))
            }
        }.map { id in Self.group(id, members[id] ?? []) }
    }

    private struct GroupID: Hashable {
        var value: String?
        var kind: AnalysisKind?
        var stepType: String?
    }

    private static func group(_ id: GroupID, _ entries: [AnalysisEntry]) -> Group {
        let runs = Set(entries.map { $0.taskRunUUID?.uuidString ?? $0.path }).count
        var keys: [String] = []
        var values: [String: [Double]] = [:]
        var precisions: [String: SummaryPrecision] = [:]
        for summary in entries.compactMap(\.summary) {
            for name in summary.keys {
                guard let text = summary.text(name), let value = Double(text), let precision = summary.precision(of: name) else { continue }
                if values[name] == nil { keys.append(name) }
                values[name, default: []].append(value)
                // Read back from parts, `3` and `3.04` carry 0 and 2 decimals: keep the finest.
                if (precisions[name]?.decimals ?? -1) < precision.decimals { precisions[name] = precision }
            }
        }
        let statistics = keys.compactMap { name -> Statistic? in
            guard let all = values[name], let mean = Statistics.mean(all), let median = Statistics.median(all),
                  let minimum = all.min(), let maximum = all.max(), let precision = precisions[name] else { return nil }
            return Statistic(key: name, count: all.count, mean: mean, median: median, minimum: minimum, maximum: maximum, precision: precision)
        }
        var steps: [String] = []
        for step in entries.compactMap(\.step) where !steps.contains(step) { steps.append(step) }
        return Group(value: id.value, kind: id.kind, stepType: id.stepType, steps: steps, runs: runs, entries: entries.count, statistics: statistics)
    }

    /// The groups in `format`, ending with a newline. JSON: an array of `{"participant" (or
    /// "visit"), "kind", "steps", "runs", "entries", "summary": {KEY: {"n", "mean", "median", "min",
    /// "max"}}, "units": {KEY: UNIT}}`; CSV: one row per group, columns `participant` (or `visit`), `kind`, `steps` (the
    /// identifiers separated by spaces), `runs`, `entries`, then `KEY_n`, `KEY_mean`, `KEY_median`, `KEY_min`, `KEY_max` for every key in
    /// the order first met, under the header the units row (`#units`; `{count}` under `KEY_n`, the key's unit under the others).
    /// - Parameter format: JSON or CSV.
    public func text(as format: AnalysisReportWriter.Format) -> String {
        switch format {
        case .json:
            let objects = groups.map { group -> String in
                var out = "{\(JSONValue.quoted(key.rawValue)): \(group.value.map(JSONValue.quoted) ?? "null"), "
                out += "\"kind\": \(group.kind.map { JSONValue.quoted($0.rawValue) } ?? "null"), "
                out += "\"steps\": [" + group.steps.map(JSONValue.quoted).joined(separator: ", ") + "], "
                out += "\"runs\": \(group.runs), \"entries\": \(group.entries), \"summary\": {"
                out += group.statistics.map { statistic in
                    let cells = zip(["n", "mean", "median", "min", "max"], Self.cells(statistic)).map { "\"\($0)\": \($1)" }
                    return "\(JSONValue.quoted(statistic.key)): {" + cells.joined(separator: ", ") + "}"
                }.joined(separator: ", ")
                out += "}, \"units\": {" + group.statistics.compactMap { statistic in
                    statistic.precision.unit.map { "\(JSONValue.quoted(statistic.key)): \(JSONValue.quoted($0))" }
                }.joined(separator: ", ")
                return out + "}}"
            }
            return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
        case .csv:
            var keys: [String] = []
            for statistic in groups.flatMap(\.statistics) where !keys.contains(statistic.key) { keys.append(statistic.key) }
            var out = ([key.rawValue, "kind", "steps", "runs", "entries"] + keys.flatMap { name in
                ["n", "mean", "median", "min", "max"].map { "\(name)_\($0)" }
            }).joined(separator: ",") + "\n"
            out += ([AnalysisReportWriter.unitsRowMark, "", "", "", ""] + keys.flatMap { name in
                let unit = groups.lazy.compactMap { $0.statistics.first { $0.key == name }?.precision.unit }.first ?? ""
                return ["{count}", unit, unit, unit, unit].map(AnalysisReportWriter.cell)
            }).joined(separator: ",") + "\n"
            for group in groups {
                var row = [AnalysisReportWriter.cell(group.value ?? ""), group.kind?.rawValue ?? "",
                           AnalysisReportWriter.cell(group.steps.joined(separator: " ")), String(group.runs), String(group.entries)]
                for name in keys {
                    row += group.statistics.first { $0.key == name }.map(Self.cells) ?? Array(repeating: "", count: 5)
                }
                out += row.joined(separator: ",") + "\n"
            }
            return out
        }
    }

    /// n, mean, median, min and max as written: means and medians to two more decimals than the key.
    private static func cells(_ statistic: Statistic) -> [String] {
        let finer = SummaryPrecision(decimals: statistic.precision.decimals + 2, unit: statistic.precision.unit, isUCUM: statistic.precision.isUCUM)
        return [String(statistic.count), finer.text(statistic.mean), finer.text(statistic.median),
                statistic.precision.text(statistic.minimum), statistic.precision.text(statistic.maximum)]
    }

}
