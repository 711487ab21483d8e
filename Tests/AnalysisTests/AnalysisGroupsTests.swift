import ActiveTasks
import Analysis
import Foundation
import Testing
import JSONValues

/// `analyze --group-by`: entries summarised per participant (or visit) and kind, with each numeric
/// key's n, mean, median, min and max over the values as written.
@Suite struct AnalysisGroupsTests {
    private func entry(_ run: UUID, participant: String?, visit: String?, kind: AnalysisKind = .walk,
                       steps: Double?, cadence: Double?, band: String? = nil) -> AnalysisEntry {
        var summary = AnalysisSummary()
        summary.set("step_count", steps, .count)
        summary.set("cadence_steps_per_minute", cadence, .hertz)
        if let band { summary.set("band", label: band) }
        return AnalysisEntry(path: "/runs/\(run)", taskRunUUID: run, participant: participant, visit: visit, step: "walk",
                             kind: kind, summary: summary)
    }

    @Test func eachParticipantGetsItsRunsAndEachKeysStatistics() throws {
        let (a1, a2, b1) = (UUID(), UUID(), UUID())
        let entries = [
            entry(a1, participant: "P-0042-7", visit: "baseline", steps: 12, cadence: 100.004),
            entry(a1, participant: "P-0042-7", visit: "baseline", steps: 10, cadence: 110),
            entry(a2, participant: "P-0042-7", visit: "week2", steps: 15, cadence: nil, band: "high"),
            entry(b1, participant: "P-0017-4", visit: "baseline", steps: 20, cadence: 90),
            AnalysisEntry(path: "/runs/failed", taskRunUUID: UUID(), participant: "P-0017-4", kind: .walk, summary: nil, error: "broken"),
            entry(UUID(), participant: nil, visit: nil, kind: .balance, steps: 1, cadence: 1),
        ]
        let groups = AnalysisGroups(entries, by: .participant).groups
        #expect(groups.map(\.value) == ["P-0017-4", "P-0042-7", nil], "sorted, runs without a participant last")
        let first = try #require(groups.first { $0.value == "P-0042-7" })
        #expect(first.runs == 2 && first.entries == 3 && first.kind == .walk)
        let steps = try #require(first.statistics.first { $0.key == "step_count" })
        #expect(steps.count == 3 && steps.mean == (12 + 10 + 15) / 3.0 && steps.median == 12 && steps.minimum == 10 && steps.maximum == 15)
        let cadence = try #require(first.statistics.first { $0.key == "cadence_steps_per_minute" })
        // The values as written (100.004 at 0.01 is 100), the undefined one left out.
        #expect(cadence.count == 2 && cadence.mean == 105 && cadence.minimum == 100)
        #expect(!first.statistics.contains { $0.key == "band" }, "names are not numbers")
        let second = try #require(groups.first { $0.value == "P-0017-4" })
        #expect(second.runs == 2 && second.entries == 2 && second.statistics.first?.count == 1, "a failed entry counts, adds no values")
        let visits = AnalysisGroups(entries, by: .visit).groups
        #expect(visits.map(\.value) == ["baseline", "week2", nil, nil], "the failed walk and the balance entry have no visit")
        #expect(visits.first?.runs == 2 && visits.first?.entries == 3)
    }

    /// Entries read back from `--shard` parts know a value's decimals only by how it is written:
    /// `3` and `3.04` of one key are written, as a whole report's are, at the finer of the two.
    @Test func valuesReadBackWithFewerDecimalsAreWrittenAtTheFinestSeen() throws {
        let run = UUID()
        let entries = [(3.04, 2), (3.0, 0)].map { value, decimals in
            var summary = AnalysisSummary()
            summary.set("durationSeconds", value, SummaryPrecision(decimals: decimals, unit: nil))
            return AnalysisEntry(path: "/runs/\(run)", taskRunUUID: run, participant: "P-0017-4", step: "walking", kind: .walk, summary: summary)
        }
        let text = AnalysisGroups(entries, by: .participant).text(as: .json)
        #expect(text.contains(#""durationSeconds": {"n": 2, "mean": 3.02, "median": 3.02, "min": 3, "max": 3.04}"#), "\(text)")
    }

    @Test func jsonAndCSVWriteMeansAndMediansTwoDecimalsFinerThanTheKey() throws {
        let run = UUID()
        let entries = [entry(run, participant: "P-0042-7", visit: nil, steps: 12, cadence: 100),
                       entry(run, participant: "P-0042-7", visit: nil, steps: 13, cadence: 101),
                       entry(run, participant: "P-0042-7", visit: nil, steps: 13, cadence: 101)]
        let groups = AnalysisGroups(entries, by: .participant)
        guard case .array(let objects) = try JSONParser.parse(Array(groups.text(as: .json).utf8)), let group = objects.first else {
            Issue.record("not an array of groups")
            return
        }
        #expect(objects.count == 1)
        #expect(group["participant"] == .string("P-0042-7") && group["runs"] == .int(1) && group["entries"] == .int(3))
        #expect(group["summary"]?["step_count"]?["mean"]?.doubleValue == 12.67)
        #expect(group["summary"]?["step_count"]?["median"] == .int(13))
        #expect(group["summary"]?["cadence_steps_per_minute"]?["mean"]?.doubleValue == 100.6667)
        let rows = groups.text(as: .csv).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows[0] == ["participant", "kind", "steps", "runs", "entries", "step_count_n", "step_count_mean", "step_count_median", "step_count_min",
                            "step_count_max", "cadence_steps_per_minute_n", "cadence_steps_per_minute_mean", "cadence_steps_per_minute_median",
                            "cadence_steps_per_minute_min", "cadence_steps_per_minute_max"])
        #expect(rows[1] == ["#units", "", "", "", "", "{count}", "{count}", "{count}", "{count}", "{count}", "{count}", "Hz", "Hz", "Hz", "Hz"],
                "the units row: n counts entries, the statistics are in the key's unit")
        #expect(rows[2] == ["P-0042-7", "walk", "walk", "1", "3", "3", "12.67", "13", "12", "13", "3", "100.6667", "101", "100", "101"])
        #expect(group["units"] == .object([JSONMember(key: "step_count", value: .string("{count}")),
                                           JSONMember(key: "cadence_steps_per_minute", value: .string("Hz"))]))
    }

    @Test func onlyLikeStepsPoolATimedWalksTrialsApartFromItsTurnAround() throws {
        let run = UUID()
        func timed(_ step: String, type: String, seconds: Double) -> AnalysisEntry {
            var summary = AnalysisSummary()
            summary.set("durationSeconds", seconds, .seconds)
            return AnalysisEntry(path: "/runs/timed", taskRunUUID: run, participant: "P1", step: step, stepType: type, kind: .timedWalk, summary: summary)
        }
        let entries = [timed("timed.walk.trial1", type: "timedWalk", seconds: 10), timed("timed.walk.turn.around", type: "active", seconds: 2),
                       timed("timed.walk.trial2", type: "timedWalk", seconds: 12)]
        let groups = AnalysisGroups(entries, by: .participant).groups
        #expect(groups.map(\.steps) == [["timed.walk.turn.around"], ["timed.walk.trial1", "timed.walk.trial2"]])
        #expect(groups.map { $0.statistics.first { $0.key == "durationSeconds" }?.mean } == [2, 11], "the trials' mean is not the turn's")
        guard case .array(let objects) = try JSONParser.parse(Array(AnalysisGroups(entries, by: .participant).text(as: .json).utf8)) else {
            Issue.record("not an array of groups")
            return
        }
        #expect(objects.map { $0["steps"] } == [.array([.string("timed.walk.turn.around")]),
                                                 .array([.string("timed.walk.trial1"), .string("timed.walk.trial2")])])
    }
}
