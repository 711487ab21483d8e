import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Amsler grid task end to end: `activetask run amslerGrid --auto --replay fixtures/replay-amslerGrid`,
/// then `analyze` and `export csv`, checked against fixtures/replay-amslerGrid/generate.py (the
/// paths each eye's step must see, and its plain-Python analysis of them) and
/// fixtures/export/reference.py, which share no code with ours.
@Suite struct AmslerGridRunTests {
    private static let replay = ProjectPaths.fixture("replay-amslerGrid")

    /// fixtures/replay-amslerGrid/expected.json.
    private struct Expected: Decodable {
        struct Step: Decodable {
            let eyeSide: AmslerEyeSide
            let strokes: [[AmslerGridSample]]
            let analysis: [String: Double]
            let cells: String
        }
        let steps: [String: Step]
    }

    /// Half a unit of each key's precision (1e-4, 0.001 s) and none for counts.
    private static let tolerances: [String: Double] = ["strokes": 0, "cellsTouched": 0, "normal": 0, "markedFraction": 5e-5, "drawingTime": 5e-4]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedAmslerGridRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "amsler-run")
        let output = temporary.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "amslerGrid", "--auto", "--replay", Self.replay.path, "--output", output.path], timeout: 55)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))
        let result = try TaskResult.read(in: output)
        #expect(result.status == .completed)
        for (identifier, wanted) in expected.steps {
            let step = try #require(result.step(identifier), "no step \(identifier)")
            guard let grid = step.results.first(of: AmslerGridResult.self) else {
                Issue.record("\(identifier): no Amsler grid result")
                continue
            }
            #expect(grid.eyeSide == wanted.eyeSide && grid.strokes.map(\.samples.count) == wanted.strokes.map(\.count), "\(identifier)")
            // Times are the replayed touch events' own, moved by one constant (the step beginning a
            // few ms after its recorder); positions in grid units to the chunk's microunit.
            let found = grid.strokes.flatMap(\.samples), samples = wanted.strokes.flatMap { $0 }
            let offsets = zip(found, samples).map { $0.t - $1.t }
            #expect(offsets.max()! - offsets.min()! < 1e-4 && abs(offsets[0]) < 0.1, "\(identifier): \(offsets)")
            #expect(zip(found, samples).allSatisfy { abs($0.x - $1.x) < 1e-5 && abs($0.y - $1.y) < 1e-5 }, "\(identifier)")
        }

        let analysis = try await ActivetaskBinary.run(["analyze", output.path])
        #expect(analysis.status == 0, "\(analysis.stderr)")
        let report = try AnalysisReport(analysis.stdout)
        report.expectPossible()
        #expect(Set(report.steps) == Set(expected.steps.keys) && Set(report.kinds) == ["amslerGrid"])
        for (identifier, wanted) in expected.steps {
            let summary = try report.summary(identifier)
            #expect(summary["eyeSide"] as? String == wanted.eyeSide.rawValue && summary["cells"] as? String == wanted.cells)
            for (key, value) in wanted.analysis {
                let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(identifier) \(key) is null")
                let tolerance = try #require(Self.tolerances[key], "no tolerance for \(key)")
                #expect(abs(found - value) <= tolerance + 1e-9, "\(identifier) \(key): \(found), generate.py \(value)")
            }
        }

        let rows = try await ReplayedRun.csvRows(of: output, in: temporary)
        for (identifier, wanted) in expected.steps {
            #expect(rows[identifier + ".amslerGrid.csv"] == wanted.strokes.map(\.count).reduce(0, +), "\(rows)")
        }
    }
}
