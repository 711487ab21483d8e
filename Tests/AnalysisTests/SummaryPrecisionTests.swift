import TestSupport
import SignalProcessing
import RecordingFormat
import Foundation
import Testing
@testable import Analysis
import ActiveTasks

@Suite struct SummaryPrecisionTests {
    @Test func valuesAreWrittenPlainlyToTheirPrecision() {
        #expect(SummaryPrecision.seconds.text(0.7599999999999999) == "0.76")
        #expect(SummaryPrecision.squareG.text(4.7e-07) == "0.00000047")
        #expect(SummaryPrecision.g.text(4.7e-07) == "0")
        #expect(SummaryPrecision.seconds.text(-0.0000001) == "0")
        #expect(SummaryPrecision.seconds.text(-0.0135) == "-0.014")
        #expect(SummaryPrecision.count.text(12) == "12")
        #expect(SummaryPrecision.percent.text(100) == "100")
        #expect(SummaryPrecision.ratio.text(0.00005) == "0.0001")
        #expect(SummaryPrecision.meters.text(1234567.891) == "1234567.89")
    }

    @Test func aValueReadBackFromAReportIsWrittenAgainUnchanged() {
        for text in ["0.00000047", "12.5", "3", "0.1234", "1234567.89", "-0.014", "0.049322927", "152.699"] {
            let value = Double(text) ?? .nan
            #expect(SummaryPrecision.shortest(value).text(value) == text)
        }
    }

    @Test func aSummaryKeepsItsKeysInOrderAndWritesEachToItsPrecision() {
        var summary = AnalysisSummary()
        summary.set("durationSeconds", 2.0100000000000016, .seconds)
        summary.set("stepCount", count: 12)
        summary.set("speed", .infinity, .metersPerSecond)
        #expect(summary.keys == ["durationSeconds", "stepCount", "speed"])
        #expect(summary["durationSeconds"] == 2.0100000000000016)
        #expect(summary.text("durationSeconds") == "2.01" && summary.text("stepCount") == "12")
        #expect(summary["speed"] == nil && summary.text("speed") == nil)
    }

    @Test func shardsSplitRecordingsRoundRobinAndEachGoesToExactlyOne() throws {
        let shards = try (0..<3).map { try AnalysisShard(index: $0, count: 3) }
        for position in 0..<10 {
            #expect(shards.filter { $0.contains(position) }.map(\.index) == [position % 3])
        }
        #expect(try AnalysisShard("2/5", environment: [:]) == AnalysisShard(index: 2, count: 5))
        #expect(try AnalysisShard("slurm", environment: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "1",
                                                         "SLURM_ARRAY_TASK_COUNT": "10"]) == AnalysisShard(index: 6, count: 10))
        #expect(try AnalysisShard("kubernetes/100", environment: ["JOB_COMPLETION_INDEX": "99"]) == AnalysisShard(index: 99, count: 100))
        let outside = #expect(throws: ActivetaskError.self) {
            try AnalysisShard("slurm", environment: ["SLURM_ARRAY_TASK_ID": "10", "SLURM_ARRAY_TASK_COUNT": "5"])
        }
        #expect(outside?.description.contains("--array=0-4") == true, "\(String(describing: outside))")
        #expect(throws: ActivetaskError.self) { try AnalysisShard("3", environment: [:]) }
        #expect(throws: ActivetaskError.self) { try AnalysisShard("kubernetes/4", environment: [:]) }
    }

    @Test func aPartReadBackIsThePartWritten() throws {
        var summary = AnalysisSummary()
        summary.set("swayEllipseArea95", 0.0493229270005, .squareG)
        summary.set("sampleCount", count: 202)
        summary.set("speed", nil, .metersPerSecond)
        let entry = AnalysisEntry(path: "out, \"quoted\"", task: "shortWalk", taskRunUUID: UUID(), step: "walking.rest",
                                  kind: .balance, summary: summary, warnings: ["a warning"])
        let failed = AnalysisEntry(path: "bad", kind: nil, summary: nil, error: "bad: no chunks")
        let part = AnalysisPart(shard: try AnalysisShard(index: 1, count: 2), recordings: 4,
                                entries: [.init(recording: 1, entry: entry), .init(recording: 3, entry: failed)])
        let read = try AnalysisPart(parsing: Data(part.text.utf8), name: "part")
        #expect(read.text == part.text)
        #expect(read.entries.map(\.recording) == [1, 3] && read.entries.map(\.entry.step) == ["walking.rest", nil])
        let other = AnalysisPart(shard: try AnalysisShard(index: 0, count: 2), recordings: 4, entries: [.init(recording: 0, entry: failed)])
        #expect(try AnalysisPart.merge([read, other]).map(\.path) == ["bad", "out, \"quoted\"", "bad"])
        let error = #expect(throws: ActivetaskError.self) { try AnalysisPart.merge([read, read]) }
        #expect(error?.description.contains("lack 0/2") == true && error?.description.contains("repeat 1/2") == true)
    }
}
