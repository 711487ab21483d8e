import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import Testing

/// The flanker step's analysis: medians of correct answers, the flanker effect, and NIH
/// Toolbox's computed score, worked by hand here.
@Suite struct FlankerAnalysisTests {
    private func step(_ trials: [FlankerTrial]) -> StepResult {
        StepResult(identifier: "flanker", stepType: "flanker", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: [.typed(FlankerResult(identifier: "flanker", numberOfTrials: trials.count, trials: trials))])
    }

    private func trial(_ congruent: Bool, _ seconds: Double?, right: Bool = true) -> FlankerTrial {
        FlankerTrial(direction: .left, isCongruent: congruent, response: seconds == nil ? nil : (right ? .left : .right),
                     startTime: 1, endTime: seconds.map { 1 + $0 })
    }

    @Test func anAccurateRunAddsTheReactionTimeScoreOfItsIncongruentMedian() throws {
        // Ten rows, nine right (90 % > 80 %): congruent 0.4, 0.5, 0.6 s; incongruent 0.6, 0.7, 0.8, 0.9, 1.0 s
        // right, one incongruent wrong at 0.3 s, one congruent right at 0.55 s.
        let trials = [trial(true, 0.4), trial(true, 0.5), trial(true, 0.6), trial(true, 0.55),
                      trial(false, 0.6), trial(false, 0.7), trial(false, 0.8), trial(false, 0.9), trial(false, 1.0),
                      trial(false, 0.3, right: false)]
        let summary = FlankerAnalyzer.analyze(step(trials)).summary
        #expect(summary["numberOfTrials"] == 10 && summary["numberCorrect"] == 9 && summary["accuracy"] == 0.9)
        #expect(summary["congruentMedianReactionTime"] == 0.525)
        #expect(summary["incongruentMedianReactionTime"] == 0.8)
        #expect(summary["flankerEffect"] == 275)
        #expect(summary["accuracyScore"] == 4.5)
        // 800 ms: 5 − 5 · ln(800 / 500) / ln(3000 / 500) = 3.688 (to 0.001).
        let score = 5 - 5 * log(800.0 / 500) / log(3000.0 / 500)
        #expect(abs((summary["reactionTimeScore"] ?? 0) - score) < 1e-9)
        #expect(abs((summary["computedScore"] ?? 0) - (4.5 + score)) < 1e-9)
        for key in ["accuracy", "accuracyScore", "reactionTimeScore", "computedScore"] {
            #expect((summary[key] ?? -1) >= 0, "\(key) can be true")
        }
    }

    @Test func aRunAtEightyPercentOrBelowIsScoredOnAccuracyAlone() {
        let trials = (0..<8).map { trial($0.isMultiple(of: 2), 0.5) } + [trial(false, 0.5, right: false), trial(true, nil)]
        let result = FlankerAnalyzer.analyze(step(trials))
        #expect(result.summary["accuracy"] == 0.8)
        #expect(result.summary["reactionTimeScore"] == nil)
        #expect(result.summary["computedScore"] == 4)
        #expect(result.warnings.contains { $0.contains("not above 80 %") })
        #expect(result.summary["numberAnswered"] == 9)
    }

    @Test func reactionTimesOutsideTheScaleAreClampedToItsEnds() {
        let fast = FlankerAnalyzer.analyze(step([trial(true, 0.2), trial(false, 0.2)])).summary
        let slow = FlankerAnalyzer.analyze(step([trial(true, 4), trial(false, 4)])).summary
        #expect(fast["reactionTimeScore"] == 5 && fast["computedScore"] == 10)
        #expect(slow["reactionTimeScore"] == 0 && slow["computedScore"] == 5)
    }

    @Test func aStepWithoutTrialsHasEmptyKeysAndSaysSo() {
        let result = FlankerAnalyzer.analyze(step([]))
        #expect(result.summary["accuracy"] == nil && result.summary["computedScore"] == nil)
        #expect(result.warnings.contains { $0.contains("no flanker trial") })
    }
}
