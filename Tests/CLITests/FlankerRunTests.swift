import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The flanker task end to end: `activetask run flanker --auto --replay fixtures/replay-flanker`,
/// then `analyze` and `export csv`, checked against fixtures/replay-flanker/generate.py (its
/// trials and numpy's analysis of them) and fixtures/export/reference.py, which share no code
/// with ours.
@Suite struct FlankerRunTests {
    private static let replay = ProjectPaths.fixture("replay-flanker")

    /// fixtures/replay-flanker/expected.json.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let direction: FlankerDirection
            let isCongruent: Bool
            let response: FlankerDirection
            let reactionTime: Double
        }
        let trials: [Trial]
        let stepEnd: Double
        let analysis: [String: Double]
    }

    /// Half a unit of each key's precision, and for times the first row's share of the time
    /// between the touch recorder's start and the step's (up to 0.1 s over six or more rows).
    private static let tolerances: [String: Double] = [
        "numberOfTrials": 0, "numberAnswered": 0, "numberCorrect": 0, "accuracy": 5e-5, "congruentAccuracy": 5e-5,
        "incongruentAccuracy": 5e-5, "medianReactionTime": 0.01, "congruentMedianReactionTime": 0.01,
        "incongruentMedianReactionTime": 0.01, "flankerEffect": 20, "accuracyScore": 5e-4, "reactionTimeScore": 0.05,
        "computedScore": 0.05,
    ]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedFlankerRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "flanker-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "flanker", "--auto", "--replay", Self.replay.path, "--output", output.path,
                         "--set", "seed=41", "--set", "numberOfTrials=12"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("flanker"))
        let trials = step.results.all(of: FlankerResult.self).flatMap(\.trials)
        #expect(trials.map(\.direction) == expected.trials.map(\.direction))
        #expect(trials.map(\.isCongruent) == expected.trials.map(\.isCongruent))
        #expect(trials.map(\.response) == expected.trials.map(\.response))
        // Reaction times come from the touch events' own times: each row appears 1 s after the
        // previous touch, so its reaction time is the replayed one to within a millisecond; the
        // first row appears 1 s after the step begins, which the touch recorder's start (time 0
        // of the replay) precedes by milliseconds.
        for (index, (found, wanted)) in zip(trials, expected.trials).enumerated() {
            #expect(abs((found.reactionTime ?? -1) - wanted.reactionTime) < (index == 0 ? 0.1 : 0.001),
                    "trial \(index + 1): \(found) vs \(wanted.reactionTime)")
        }
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepEnd) < 1)

        try await ReplayedRun.expectAnalysedAndExported(output, kind: "flanker", expected: expected.analysis, tolerances: Self.tolerances,
                                                        csv: ("flanker.flanker.csv", expected.trials.count), in: temporary)
    }
}
