import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The touch reaction-time task end to end: `activetask run normalizedReactionTime --auto --replay
/// fixtures/replay-normalizedreactiontime`, then `analyze` and `export csv`, checked against
/// fixtures/replay-normalizedreactiontime/generate.py (its attempts and numpy's analysis of them)
/// and fixtures/export/reference.py, which share no code with ours.
@Suite struct NormalizedReactionTimeRunTests {
    private static let replay = ProjectPaths.fixture("replay-normalizedreactiontime")

    /// fixtures/replay-normalizedreactiontime/expected.json.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let outcome: ReactionTimeTrial.Outcome
            let reactionTime: Double?
        }
        let trials: [Trial]
        let stepEnd: Double
        let analysis: [String: Double]
    }

    /// Half a unit of each key's precision as `analyze` prints it.
    private static let tolerances: [String: Double] = [
        "attempts": 0, "successes": 0, "timeouts": 0, "falseStarts": 0, "successFraction": 5e-5,
        "meanReactionTimeSeconds": 5e-4, "medianReactionTimeSeconds": 5e-4, "minimumReactionTimeSeconds": 5e-4,
        "maximumReactionTimeSeconds": 5e-4, "standardDeviationReactionTimeSeconds": 5e-4, "meanSpeedPerSecond": 5e-4,
    ]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedTouchReactionRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "touch-reaction-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "normalizedReactionTime", "--auto", "--replay", Self.replay.path, "--output", output.path,
                         "--set", "minimumStimulusInterval=1", "--set", "maximumStimulusInterval=1", "--set", "timeout=0.5",
                         "--set", "numberOfAttempts=4"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("normalizedReactionTime"))
        let trials = step.results.flatMap { item -> [NormalizedReactionTimeTrial] in
            if let reaction = item.typed(as: NormalizedReactionTimeResult.self) { return reaction.trials }
            return []
        }
        #expect(trials.map(\.outcome) == expected.trials.map(\.outcome))
        // Reaction times are the replayed touches' own times less the circles' times: after the
        // false start every wait runs from a touch or a timeout, so they are generate.py's to a microsecond.
        for (index, (found, wanted)) in zip(trials, expected.trials).enumerated() {
            #expect((found.reactionTime == nil) == (wanted.reactionTime == nil), "attempt \(index + 1)")
            if let time = found.reactionTime, let want = wanted.reactionTime { #expect(abs(time - want) < 1e-5, "attempt \(index + 1): \(time)") }
            #expect(found.currentInterval == 1 && found.totalDuration >= 0)
        }
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepEnd) < 1)

        try await ReplayedRun.expectAnalysedAndExported(output, kind: "normalizedReactionTime", expected: expected.analysis,
                                                        tolerances: Self.tolerances,
                                                        csv: ("normalizedReactionTime.touchReactions.csv", expected.trials.count), in: temporary)
    }
}
