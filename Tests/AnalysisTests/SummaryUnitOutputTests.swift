import ActiveTasks
import Analysis
import Foundation
import TestSupport
import Testing
import JSONValues

/// Every output of `analyze` carries each summary key's unit, read from the precision the kind's
/// analyzer declared with the key (the one place a unit is written down): a `units` object per
/// entry in JSON, the units row under the CSV's header, and both again after a `--shard` part is
/// read back and merged. `PredefinedAnalysisTests` checks the same on every predefined task's output.
@Suite struct SummaryUnitOutputTests {
    /// The walk, tapping and memory fixtures analysed in process.
    private static func entries() throws -> [AnalysisEntry] {
        let paths = ["walk", "tapping", "memory"].map { ProjectPaths.fixture("analysis/\($0)").path }
        return AnalysisBatch(recordings: try RecordingDiscovery.recordings(in: paths)).run(jobs: 1)
    }

    @Test func eachEntrysJSONNamesTheUnitOfEveryKeyItWrites() throws {
        let entries = try Self.entries()
        guard case .array(let objects) = try JSONParser.parse(Array(AnalysisReportWriter.json(entries).utf8)) else {
            Issue.record("not an array of entries")
            return
        }
        #expect(objects.count == 3)
        for object in objects {
            guard case .object(let summary)? = object["summary"], case .object(let units)? = object["units"] else {
                Issue.record("no summary or units in \(object.shown)")
                continue
            }
            #expect(units.map(\.key) == summary.map(\.key), "a unit for every key, in the summary's order: \(object.shown)")
            #expect(units.allSatisfy { member in
                switch member.value {
                case .string(let unit): !unit.isEmpty
                case .object(let inner): inner.allSatisfy { if case .string(let unit) = $0.value { !unit.isEmpty } else { false } }
                default: false
                }
            }, "a unit for every key, an object's (the recording's quality) one for each of its keys: \(object.shown)")
        }
        #expect(objects[0]["units"]?["stepCount"] == .string("{steps}") && objects[0]["units"]?["distanceMeters"] == .string("m"))
        #expect(objects[0]["units"]?["cadence"] == .string("/min") && objects[1]["units"]?["medianTapInter"] == .string("s"))
        #expect(AnalysisReportWriter.json([AnalysisEntry(path: "/x", kind: nil, summary: nil, error: "broken")]).contains(#""units": null"#))
    }

    @Test func theCSVsUnitsRowIsUnderTheHeaderWithOneUnitPerKeyColumn() throws {
        let lines = CSVRows.parse(AnalysisReportWriter.csv(try Self.entries()))
        #expect(lines.count == 5, "header, units row, three entries")
        let (header, units) = (lines[0], lines[1])
        #expect(units.count == header.count && units[0] == AnalysisReportWriter.unitsRowMark && units[1..<9].allSatisfy(\.isEmpty))
        #expect(units[9...].allSatisfy { !$0.isEmpty }, "every key column has its unit: \(zip(header, units).filter { $0.1.isEmpty })")
        #expect(units[header.firstIndex(of: "speed") ?? 0] == "m/s" && units[header.firstIndex(of: "numberTaps") ?? 0] == "{count}")
        #expect(units[header.firstIndex(of: "quality") ?? 0].hasPrefix(#"{"accelerometerRate": "Hz""#), "the walk's quality: its units as JSON")
    }

    @Test func aPartReadBackKeepsItsUnitsSoAMergeWritesThemAsOneRunDoes() throws {
        let entries = try Self.entries()
        let part = AnalysisPart(shard: try AnalysisShard(index: 0, count: 1), recordings: entries.count,
                                entries: entries.enumerated().map { AnalysisPart.PositionedEntry(recording: $0.offset, entry: $0.element) })
        let merged = try AnalysisPart.merge([try AnalysisPart(parsing: Data(part.text.utf8), name: "part-0.json")])
        #expect(merged.map { $0.summary?.units } == entries.map { $0.summary?.units })
        #expect(AnalysisReportWriter.csv(merged).split(separator: "\n")[1] == AnalysisReportWriter.csv(entries).split(separator: "\n")[1])
    }

    @Test func aPartReadBackKeepsItsNamesAndFlagsSoAMergeWritesThemAsOneRunDoes() throws {
        var summary = AnalysisSummary()
        summary.set("distanceMeters", 12.5, .meters)
        summary.set("distanceSource", label: "imu")
        summary.set("distanceEstimated", flag: true)
        let entries = [AnalysisEntry(path: "/runs/6mwt", step: "6mwt", kind: .walk, summary: summary)]
        let part = AnalysisPart(shard: try AnalysisShard(index: 0, count: 1), recordings: 1,
                                entries: [AnalysisPart.PositionedEntry(recording: 0, entry: entries[0])])
        let merged = try AnalysisPart.merge([try AnalysisPart(parsing: Data(part.text.utf8), name: "part-0.json")])
        #expect(merged.first?.summary?.label("distanceSource") == "imu")
        #expect(merged.first?.summary?.flag("distanceEstimated") == true)
        #expect(AnalysisReportWriter.json(merged) == AnalysisReportWriter.json(entries))
        #expect(AnalysisReportWriter.csv(merged) == AnalysisReportWriter.csv(entries))
        #expect(AnalysisReportWriter.csv(entries).split(separator: "\n")[2].hasSuffix(",12.5,imu,true"))
    }
}
