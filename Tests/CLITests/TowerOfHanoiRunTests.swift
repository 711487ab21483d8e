import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Tower of Hanoi task end to end: `activetask run towerOfHanoi --auto --replay
/// fixtures/replay-towerOfHanoi`, then `analyze` and `export csv`, checked against
/// fixtures/replay-towerOfHanoi/generate.py (its moves and analysis) and fixtures/export/reference.py,
/// which share no code with ours.
@Suite struct TowerOfHanoiRunTests {
    private static let replay = ProjectPaths.fixture("replay-towerOfHanoi")

    /// fixtures/replay-towerOfHanoi/expected.json.
    private struct Expected: Decodable {
        let moves: [TowerOfHanoiMove]
        let illegalMoves: [TowerOfHanoiMove]
        let stepEnd: Double
        let analysis: [String: Double]
    }

    @Test(.timeLimit(.minutes(1)))
    func aReplayedPuzzleIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "hanoi-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "towerOfHanoi", "--auto", "--replay", Self.replay.path, "--output", output.path]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("towerOfHanoi"))
        let puzzle = try #require(step.results.lazy.compactMap { item -> TowerOfHanoiResult? in
            if let puzzle = item.typed(as: TowerOfHanoiResult.self) { return puzzle }
            return nil
        }.first)
        #expect(puzzle.puzzleWasSolved && !puzzle.gaveUp)
        #expect(puzzle.moves.map(\.donorTowerIndex) == expected.moves.map(\.donorTowerIndex))
        #expect(puzzle.moves.map(\.recipientTowerIndex) == expected.moves.map(\.recipientTowerIndex))
        #expect(puzzle.illegalMoves.map(\.recipientTowerIndex) == expected.illegalMoves.map(\.recipientTowerIndex))
        // Move times are the touch events' own times: the replayed ones, moved by the few
        // milliseconds between the touch recorder's start and the step's; ResearchKit's timestamps,
        // from the first move, to within a millisecond.
        let offsets = zip(puzzle.moves, expected.moves).map { $0.time - $1.time }
        #expect((offsets.max()! - offsets.min()!) < 0.001 && abs(offsets[0]) < 0.1, "\(offsets)")
        #expect(zip(puzzle.moves, expected.moves).allSatisfy { abs($0.timestamp - $1.timestamp) < 0.001 })
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepEnd) < 1)

        let summary = try await ReplayedRun.summary(of: output, step: "towerOfHanoi", kind: "towerOfHanoi")
        #expect(Set(summary.keys) == Set(expected.analysis.keys))
        for (key, wanted) in expected.analysis {
            let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null")
            let tolerance = ["timeToFirstMove", "timeToSolve"].contains(key) ? 0.1 : 0.0015
            #expect(abs(found - wanted) <= tolerance, "\(key): \(found), generate.py \(wanted)")
        }

        let rows = try await ReplayedRun.csvRows(of: output, in: temporary)
        #expect(rows["towerOfHanoi.towerofhanoi.csv"] == expected.moves.count + expected.illegalMoves.count, "\(rows)")
    }
}
