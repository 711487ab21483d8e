import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Stroop task end to end: `activetask run stroop --auto --replay fixtures/replay-stroop`,
/// then `analyze` and `export csv`, checked against fixtures/replay-stroop/generate.py (its trials
/// and numpy's analysis of them) and fixtures/export/reference.py, which share no code with ours.
@Suite struct StroopRunTests {
    private static let replay = ProjectPaths.fixture("replay-stroop")

    /// fixtures/replay-stroop/expected.json.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let color: StroopColor
            let text: StroopColor
            let colorSelected: StroopColor
            let reactionTime: Double
        }
        let trials: [Trial]
        let stepEnd: Double
        let analysis: [String: Double]
    }

    /// Half a unit of each key's precision, and for times the first word's share of the time
    /// between the touch recorder's start and the step's (up to 0.1 s over six or more trials).
    private static let tolerances: [String: Double] = [
        "numberOfTrials": 0, "numberAnswered": 0, "numberCorrect": 0, "accuracy": 5e-5, "congruentAccuracy": 5e-5,
        "incongruentAccuracy": 5e-5, "meanReactionTime": 0.01, "medianReactionTime": 0.01,
        "congruentMeanReactionTime": 0.02, "incongruentMeanReactionTime": 0.02, "stroopEffect": 20,
    ]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedStroopRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "stroop-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "stroop", "--auto", "--replay", Self.replay.path, "--output", output.path,
                         "--set", "seed=27", "--set", "numberOfAttempts=12"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("stroop"))
        let trials = step.results.flatMap { item -> [StroopTrial] in
            if let stroop = item.typed(as: StroopResult.self) { return stroop.trials }
            return []
        }
        #expect(trials.map(\.color) == expected.trials.map(\.color))
        #expect(trials.map(\.text) == expected.trials.map(\.text))
        #expect(trials.map(\.colorSelected) == expected.trials.map(\.colorSelected))
        // Reaction times come from the touch events' own times, not from when the run saw them: each
        // word after the first appears 0.5 s after the previous touch, so its reaction time is the
        // replayed one to within a millisecond; the first word appears when the step begins,
        // which the touch recorder's start (time 0 of the replay) precedes by milliseconds.
        for (index, (found, wanted)) in zip(trials, expected.trials).enumerated() {
            #expect(abs((found.reactionTime ?? -1) - wanted.reactionTime) < (index == 0 ? 0.1 : 0.001),
                    "trial \(index + 1): \(found) vs \(wanted.reactionTime)")
        }
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepEnd) < 1)

        try await ReplayedRun.expectAnalysedAndExported(output, kind: "stroop", expected: expected.analysis, tolerances: Self.tolerances,
                                                        csv: ("stroop.stroop.csv", expected.trials.count), in: temporary)
    }
}
