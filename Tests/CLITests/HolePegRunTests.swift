import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The hole-peg task end to end: `activetask run holePeg --auto --replay fixtures/replay-holePeg --set numberOfPegs=3`,
/// then `analyze` and `export csv`, checked against fixtures/replay-holePeg/generate.py (the moves
/// each step must see in its two-finger drags, and numpy's analysis of them) and
/// fixtures/export/reference.py, which share no code with ours.
@Suite struct HolePegRunTests {
    private static let replay = ProjectPaths.fixture("replay-holePeg")

    /// fixtures/replay-holePeg/expected.json.
    private struct Expected: Decodable {
        struct Step: Decodable {
            struct Move: Decodable {
                let startTime: Double
                let endTime: Double
                let time: Double?
                let distance: Double
                let dropped: Bool
            }
            let action: HolePegAction
            let hand: BodySide
            let movingDirection: BodySide
            let moves: [Move]
            let analysis: [String: Double]
        }
        let steps: [String: Step]
    }

    /// Half a unit of each key's precision (0.001 s, 0.1 px, 1e-4) and none for counts.
    private static let tolerances: [String: Double] = [
        "numberOfPegs": 0, "totalSuccesses": 0, "totalFailures": 0, "completion": 5e-5, "dropRate": 5e-5,
        "totalTime": 5e-4, "meanTimePerPeg": 5e-4, "totalDistance": 0.05, "meanDistancePerPeg": 0.05,
    ]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedHolePegRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "holepeg-run")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "holePeg", "--auto", "--replay", Self.replay.path, "--set", "numberOfPegs=3", "--output", output.path], timeout: 55)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        for (identifier, wanted) in expected.steps {
            let step = try #require(result.step(identifier), "no step \(identifier)")
            guard let peg = step.results.first(of: HolePegResult.self) else {
                Issue.record("\(identifier): no hole-peg result")
                continue
            }
            #expect(peg.action == wanted.action && peg.hand == wanted.hand && peg.movingDirection == wanted.movingDirection, "\(identifier)")
            #expect(peg.moves.map(\.dropped) == wanted.moves.map(\.dropped), "\(identifier)")
            // Times are the replayed touch events' own: each move's start and end are generate.py's
            // moved by one constant (the step beginning a few ms after its recorder), to 0.1 ms;
            // sample times (differences) to the microsecond the chunk writes.
            let offsets = zip(peg.moves, wanted.moves).flatMap { found, move in [found.startTime - move.startTime, found.endTime - move.endTime] }
            #expect(offsets.count == 2 * wanted.moves.count && offsets.max()! - offsets.min()! < 1e-4 && abs(offsets[0]) < 0.1, "\(identifier): \(offsets)")
            for (found, move) in zip(peg.moves, wanted.moves) {
                #expect(abs((found.time ?? -1) - (move.time ?? -1)) < 1e-5 && abs(found.distance - move.distance) < 1e-3, "\(identifier): \(found)")
            }
        }

        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(Set(report.steps) == Set(expected.steps.keys) && Set(report.kinds) == ["holePeg"])
        for (identifier, wanted) in expected.steps {
            let summary = try report.summary(identifier)
            #expect(summary["hand"] as? String == wanted.hand.rawValue && summary["action"] as? String == wanted.action.rawValue)
            for (key, value) in wanted.analysis {
                let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(identifier) \(key) is null")
                let tolerance = try #require(Self.tolerances[key], "no tolerance for \(key)")
                #expect(abs(found - value) <= tolerance + 1e-9, "\(identifier) \(key): \(found), generate.py \(value)")
            }
        }

        let rows = try await ReplayedRun.csvRows(of: output, in: temporary)
        for (identifier, wanted) in expected.steps {
            #expect(rows[identifier + ".holePeg.csv"] == wanted.moves.count, "\(rows)")
        }
    }
}
