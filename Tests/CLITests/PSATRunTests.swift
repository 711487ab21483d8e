import ActiveTasks
import Foundation
import Testing
import TestSupport

/// The PSAT task end to end: `activetask run psat --auto --replay fixtures/replay-psat`, then
/// `analyze` and `export csv`, checked against fixtures/replay-psat/generate.py (its additions
/// and numpy's analysis of them) and fixtures/export/reference.py, which share no code with ours.
@Suite struct PSATRunTests {
    private static let replay = ProjectPaths.fixture("replay-psat")

    /// fixtures/replay-psat/expected.json.
    private struct Expected: Decodable {
        struct Sample: Decodable {
            let digit: Int
            let previousDigit: Int
            let answer: Int?
            let correct: Bool
            let startTime: Double
            let time: Double
        }
        let initialDigit: Int
        let stepDuration: Double
        let samples: [Sample]
        let analysis: [String: Double]
    }

    /// Half a unit of each key's precision, and for times the few milliseconds between the touch
    /// recorder's start (time 0 of the replay) and the step's.
    private static let tolerances: [String: Double] = [
        "numberOfAdditions": 0, "numberAnswered": 0, "totalCorrect": 0, "totalDyad": 0, "accuracy": 5e-5,
        "firstThirdCorrect": 0, "lastThirdCorrect": 0, "fatigueIndex": 5e-5, "longestCorrectRun": 0,
        "meanAnswerTime": 0.05, "totalTime": 0.3,
    ]

    @Test(.timeLimit(.minutes(1)))
    func aReplayedPSATRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "psat-run")
        let output = temporary.url.appendingPathComponent("out")
        let arguments = ["run", "psat", "--auto", "--replay", Self.replay.path, "--output", output.path, "--set", "seed=27",
                         "--set", "seriesLength=6", "--set", "interStimulusInterval=1", "--set", "stimulusDuration=0.5"]
        let run = try await detached { try ActivetaskBinary.run(arguments, timeout: 50) }
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Self.replay.appendingPathComponent("expected.json")))

        let result = try TaskResult.read(in: output)
        let step = try #require(result.step("psat"))
        let psat = try #require(step.results.lazy.compactMap { item -> PSATResult? in
            if case .psat(let psat) = item { return psat }
            return nil
        }.first)
        #expect(psat.initialDigit == expected.initialDigit && psat.length == 6 && psat.interStimulusInterval == 1)
        #expect(psat.samples.map(\.digit) == expected.samples.map(\.digit))
        #expect(psat.samples.map(\.previousDigit) == expected.samples.map(\.previousDigit))
        #expect(psat.samples.map(\.answer) == expected.samples.map(\.answer))
        #expect(psat.samples.map(\.correct) == expected.samples.map(\.correct))
        #expect(psat.samples.map(\.startTime) == expected.samples.map(\.startTime))
        // Answer times come from the touch events' own times, not from when the run saw them: each
        // is the replayed one to within the touch recorder's head start on the step.
        for (index, (found, wanted)) in zip(psat.samples, expected.samples).enumerated() {
            #expect(abs(found.time - wanted.time) < 0.05, "addition \(index + 1): \(found) vs \(wanted.time)")
        }
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepDuration) < 1)

        try await ReplayedRun.expectAnalysedAndExported(output, kind: "psat", expected: expected.analysis, tolerances: Self.tolerances,
                                                        csv: ("psat.psat.csv", expected.samples.count), in: temporary)
    }
}
