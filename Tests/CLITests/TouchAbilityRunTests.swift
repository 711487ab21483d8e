import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The touch-ability task end to end: `activetask run touchAbility --auto --replay
/// fixtures/replay-touchability --pace fast`, then `analyze` and `export csv`, checked against
/// fixtures/replay-touchability/generate.py (its trials and numpy's analysis of them) and
/// fixtures/export/reference.py, which share no code with ours.
@Suite struct TouchAbilityRunTests {
    private static let replay = ProjectPaths.fixture("replay-touchability")

    /// fixtures/replay-touchability/expected.json.
    private struct Expected: Decodable {
        struct Trial: Decodable {
            let gesture: TouchAbilityGesture
            let success: Bool
            let duration: Double
            let resultDirection: SwipeDirection?
            let endOffset: Double?
            let resultScale: Double?
            let resultRotation: Double?
        }
        let trials: [Trial]
        let analysis: [String: Double]
    }

    @Test(.timeLimit(.minutes(1)))
    func aReplayedTouchAbilityRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "touchability-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "touchAbility", "--auto", "--replay", Self.replay.path, "--pace", "fast", "--output", output.path,
                         "--set", "seed=27"]
        let run = try await ActivetaskBinary.run(arguments, timeout: 50)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("touchAbility"))
        let trials = step.results.flatMap { item -> [TouchAbilityTrial] in
            if let touch = item.typed(as: TouchAbilityResult.self) { return touch.trials }
            return []
        }
        #expect(trials.map(\.gesture) == expected.trials.map(\.gesture))
        #expect(trials.map(\.success) == expected.trials.map(\.success))
        #expect(trials.map(\.resultDirection) == expected.trials.map(\.resultDirection))
        // Durations come from the touch events' own times, not from when the run saw them.
        for (index, (found, wanted)) in zip(trials, expected.trials).enumerated() {
            #expect(abs((found.duration ?? -1) - wanted.duration) < 1e-6, "trial \(index + 1): \(found) vs \(wanted.duration)")
            #expect(abs((found.endOffset ?? -1) - (wanted.endOffset ?? -1)) < 1e-3, "trial \(index + 1): end offset \(String(describing: found.endOffset))")
            // Two fingers' scale and angle, from the replayed contacts' own touchIds.
            #expect(abs((found.resultScale ?? -1) - (wanted.resultScale ?? -1)) < 1e-4, "trial \(index + 1): scale \(String(describing: found.resultScale))")
            #expect(abs((found.resultRotation ?? 999) - (wanted.resultRotation ?? 999)) < 1e-3,
                    "trial \(index + 1): rotation \(String(describing: found.resultRotation))")
        }

        let summary = try await ReplayedRun.summary(of: output, step: "touchAbility", kind: "touchAbility")
        #expect(Set(summary.keys) == Set(expected.analysis.keys))
        for (key, wanted) in expected.analysis {
            let found = try #require((summary[key] as? NSNumber)?.doubleValue, "\(key) is null")
            // Half a unit of the key's precision: 0.1 px, 0.1 px/s, 0.1 deg, 1 ms, 1e-4.
            let tolerance = key.hasSuffix("Offset") || key.hasSuffix("OffsetError") || key.hasSuffix("PathLength") || key.hasSuffix("Speed")
                || key.hasPrefix("rotationMeanAngle") ? 0.05 : 5e-4
            #expect(abs(found - wanted) <= tolerance + 1e-9, "\(key): \(found), generate.py \(wanted)")
        }

        #expect(try await ReplayedRun.csvRows(of: output, in: temporary)["touchAbility.touchAbility.csv"] == expected.trials.count)
    }
}
