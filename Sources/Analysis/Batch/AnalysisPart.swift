import ActiveTasks
import RecordingFormat
import Foundation
import JSONValues

/// The output of one shard of a batch (`analyze --shard I/N`), which `analyze --merge` joins with
/// the others into what one run over all recordings would have written.
///
/// Written as JSON: `{"shard": I, "shards": N, "recordings": R, "entries": [...]}`, each entry as
/// in the report with the position of its recording among all R first (`"recording"`).
public struct AnalysisPart: Sendable, Equatable {
    /// Which shard this is.
    public var shard: AnalysisShard
    /// How many recordings the whole run found.
    public var recordings: Int
    /// The entries, each with the position of its recording among all the run found.
    public var entries: [PositionedEntry]

    /// An entry and the position of its recording.
    public struct PositionedEntry: Sendable, Equatable {
        /// The position of the entry's recording among all recordings of the run, from 0.
        public var recording: Int
        /// The entry.
        public var entry: AnalysisEntry

        /// Creates a positioned entry.
        public init(recording: Int, entry: AnalysisEntry) {
            self.recording = recording
            self.entry = entry
        }
    }

    /// Creates a part.
    public init(shard: AnalysisShard, recordings: Int, entries: [PositionedEntry]) {
        self.shard = shard
        self.recordings = recordings
        self.entries = entries
    }

    /// The part as JSON, one entry per line, ending with a newline.
    public var text: String {
        var out = "{\"shard\": \(shard.index), \"shards\": \(shard.count), \"recordings\": \(recordings), \"entries\": [\n"
        out += entries.map { "  " + AnalysisReportWriter.object($0.entry, recording: $0.recording) }.joined(separator: ",\n")
        return out + (entries.isEmpty ? "]}\n" : "\n]}\n")
    }

    /// Reads a part written by `text`.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The file's name, for errors.
    /// - Throws: `ActivetaskError` naming the file and the field that is malformed.
    public init(parsing data: Data, name: String) throws(ActivetaskError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            throw ActivetaskError(.invalidPart, "\(name): \(error); give the parts `analyze --shard` wrote, whole")
        }
        func field(_ value: JSONValue?, _ path: String) throws(ActivetaskError) -> JSONValue {
            guard let value else {
                throw ActivetaskError(.invalidPart, "\(name): \(path) is missing; is this a part written by `analyze --shard`?")
            }
            return value
        }
        func integer(_ value: JSONValue?, _ path: String) throws(ActivetaskError) -> Int {
            guard case .int(let number) = try field(value, path) else {
                throw ActivetaskError(.invalidPart, "\(name): \(path) is not a whole number")
            }
            return number
        }
        func text(_ value: JSONValue?, _ path: String) throws(ActivetaskError) -> String? {
            switch try field(value, path) {
            case .null: return nil
            case .string(let text): return text
            default: throw ActivetaskError(.invalidPart, "\(name): \(path) is not a string or null")
            }
        }
        shard = try AnalysisShard(index: try integer(root["shard"], "shard"), count: try integer(root["shards"], "shards"))
        recordings = try integer(root["recordings"], "recordings")
        guard case .array(let items) = try field(root["entries"], "entries") else {
            throw ActivetaskError(.invalidPart, "\(name): entries is not an array")
        }
        entries = []
        for (index, item) in items.enumerated() {
            let path = "entries[\(index)]"
            let kind = try text(item["kind"], path + ".kind")
            var entry = AnalysisEntry(path: try text(item["path"], path + ".path") ?? "", task: try text(item["task"], path + ".task"),
                                      taskRunUUID: try text(item["taskRunUUID"], path + ".taskRunUUID").flatMap(UUID.init(uuidString:)),
                                      participant: item["participant"] == nil ? nil : try text(item["participant"], path + ".participant"),
                                      visit: item["visit"] == nil ? nil : try text(item["visit"], path + ".visit"),
                                      step: try text(item["step"], path + ".step"),
                                      stepType: item["stepType"] == nil ? nil : try text(item["stepType"], path + ".stepType"),
                                      kind: kind.flatMap(AnalysisKind.init(rawValue:)),
                                      summary: nil, error: item["error"] == nil ? nil : try text(item["error"], path + ".error"))
            if case .array(let warnings) = try field(item["warnings"], path + ".warnings") {
                entry.warnings = warnings.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
            }
            if case .object(let members) = try field(item["summary"], path + ".summary") {
                var summary = Self.summary(members)
                if let units = item["units"] { summary.restoreUnits(units) }
                entry.summary = summary
            }
            entries.append(PositionedEntry(recording: try integer(item["recording"], path + ".recording"), entry: entry))
        }
    }

    /// A summary read back from its JSON object: each number to the precision it was written
    /// with, a name as a name, `true` or `false` as a flag, a list of numbers to its longest
    /// value's, an object and a list of objects key by key.
    private static func summary(_ members: [JSONMember]) -> AnalysisSummary {
        var result = AnalysisSummary()
        for member in members {
            if case .object(let members) = member.value {
                result.set(member.key, object: summary(members))
                continue
            }
            if case .string(let label) = member.value {
                result.set(member.key, label: label)
                continue
            }
            if case .bool(let flag) = member.value {
                result.set(member.key, flag: flag)
                continue
            }
            guard case .array(let elements) = member.value else {
                let value = member.value.doubleValue
                result.set(member.key, value, value.map(SummaryPrecision.shortest) ?? .count)
                continue
            }
            let objects = elements.compactMap { element -> [JSONMember]? in
                if case .object(let members) = element { return members } else { return nil }
            }
            if !elements.isEmpty, objects.count == elements.count {
                result.set(member.key, items: objects.map(summary))
            } else {
                let values = elements.compactMap(\.doubleValue)
                let decimals = values.map { SummaryPrecision.shortest($0).decimals }.max() ?? 0
                result.set(member.key, values: values, SummaryPrecision(decimals: decimals, unit: nil))
            }
        }
        return result
    }

    /// The entries of all `parts` in the order one run over every recording gives.
    /// - Parameter parts: Every part of one sharded run, in any order.
    /// - Throws: `ActivetaskError` when a part is missing or repeated, or the parts come from runs
    ///   with different shard counts or recordings.
    public static func merge(_ parts: [AnalysisPart]) throws(ActivetaskError) -> [AnalysisEntry] {
        guard let first = parts.first else { throw ActivetaskError(.invalidPart, "--merge needs the parts to join") }
        for part in parts where part.shard.count != first.shard.count || part.recordings != first.recordings {
            throw ActivetaskError(.invalidPart, "part \(part.shard.index)/\(part.shard.count) of \(part.recordings) recordings does not belong with part \(first.shard.index)/\(first.shard.count) of \(first.recordings): merge the parts of one run")
        }
        let indices = parts.map(\.shard.index)
        let missing = (0..<first.shard.count).filter { !indices.contains($0) }
        guard missing.isEmpty, Set(indices).count == indices.count else {
            let repeated = Set(indices.filter { index in indices.filter { $0 == index }.count > 1 }).sorted()
            throw ActivetaskError(.invalidPart, "the parts of \(first.shard.count) shards "
                                + (missing.isEmpty ? "" : "lack \(missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", "))")
                                + (repeated.isEmpty ? "" : "repeat \(repeated.map { "\($0)/\(first.shard.count)" }.joined(separator: ", "))")
                                + "; give each part once")
        }
        return parts.flatMap(\.entries).enumerated()
            .sorted { ($0.element.recording, $0.offset) < ($1.element.recording, $1.offset) }
            .map(\.element.entry)
    }
}
