import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Trail Making task end to end: `activetask run trailMaking --auto --replay
/// fixtures/replay-trailMaking` (trail A, then trail B), then `analyze` and `export csv`, checked
/// against fixtures/replay-trailMaking/generate.py (its layouts, taps and analysis) and
/// fixtures/export/reference.py, which share no code with ours.
@Suite struct TrailMakingRunTests {
    private static let replay = ProjectPaths.fixture("replay-trailMaking")

    /// fixtures/replay-trailMaking/expected.json.
    private struct Expected: Decodable {
        struct Tap: Decodable {
            let timestamp: Double
            let index: Int
            let label: String
            let incorrect: Bool
        }
        struct Trail: Decodable {
            let layout: TrailMakingLayout
            let taps: [Tap]
            let analysis: [String: Double]
            let stepEnd: Double
        }
        let seed: Int
        let trails: [String: Trail]
    }

    /// Keys measured from the step's start carry the tens of milliseconds between the touch
    /// recorder's start (time 0 of the replay) and the step's, up to 0.1 s (B − A two of them, B / A
    /// their share); differences between taps are exact to 1 ms.
    private static let fromStart: Set<String> = ["timeToFirstTap", "timeFromStart"]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedRunOfBothTrailsIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "trailmaking-run")
        let output = temporary.url.appendingPathComponent("out")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))
        let arguments = ["run", "trailMaking", "--auto", "--replay", Self.replay.path, "--output", output.path,
                         "--set", "seed=\(expected.seed)"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")

        let result = try TaskResult.read(in: output)
        for type in TrailMakingType.allCases {
            let wanted = try #require(expected.trails[type.rawValue])
            let step = try #require(result.step("trailmaking.\(type.rawValue)"))
            let trail = try #require(step.results.lazy.compactMap { item -> TrailMakingResult? in
                if let trail = item.typed(as: TrailMakingResult.self) { return trail }
                return nil
            }.first)
            #expect(trail.trailType == type && trail.layout == wanted.layout)
            #expect(trail.taps.map(\.index) == wanted.taps.map(\.index), "\(type)")
            #expect(trail.taps.map(\.label) == wanted.taps.map(\.label) && trail.taps.map(\.incorrect) == wanted.taps.map(\.incorrect))
            #expect(trail.numberOfErrors == wanted.taps.filter(\.incorrect).count)
            // Tap times are the touch events' own times: each tap's time after the first is the
            // replayed one to within a millisecond of the first's offset.
            let offsets = zip(trail.taps, wanted.taps).map { $0.timestamp - $1.timestamp }
            #expect(offsets.count == wanted.taps.count && (offsets.max()! - offsets.min()!) < 0.001 && abs(offsets[0]) < 0.1, "\(offsets)")
            #expect(abs(step.endDate.timeIntervalSince(step.startDate) - wanted.stepEnd) < 1)
        }

        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(report.steps == ["trailmaking.A", "trailmaking.B"] && report.kinds == ["trailMaking", "trailMaking"])
        for type in TrailMakingType.allCases {
            let wanted = try #require(expected.trails[type.rawValue]).analysis
            let summary = try report.summary("trailmaking.\(type.rawValue)")
            #expect(Set(summary.keys) == Set(wanted.keys), "\(type)")
            for (key, value) in wanted {
                let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null")
                let tolerance = key == "trailBOverA" ? 0.05 : key == "trailBMinusA" ? 0.2 : Self.fromStart.contains(key) ? 0.1 : 0.0015
                #expect(abs(found - value) <= tolerance, "\(type) \(key): \(found), generate.py \(value)")
            }
        }

        let rows = try await ReplayedRun.csvRows(of: output, in: temporary)
        #expect(rows["trailmaking.A.trailmaking.csv"] == expected.trails["A"]?.taps.count, "\(rows)")
        #expect(rows["trailmaking.B.trailmaking.csv"] == expected.trails["B"]?.taps.count, "\(rows)")
    }
}
