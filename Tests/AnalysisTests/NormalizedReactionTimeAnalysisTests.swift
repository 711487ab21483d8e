import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The touch reaction-time analysis against fixtures/analysis/reference.py, which computes every
/// key from the same attempts with numpy, independently of the Swift code.
@Suite struct NormalizedReactionTimeAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "normalizedReactionTime", stepType: "normalizedReactionTime", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: results)
    }

    @Test func everyTouchReactionTimeKeyMatchesTheReferenceScriptAndCanBeTrue() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("normalizedReactionTime/normalizedReactionTimeResult.json"))
        let result = try JSONDecoder().decode(NormalizedReactionTimeResult.self, from: data)
        let analysis = NormalizedReactionTimeAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("normalizedReactionTime")
        #expect(Set(analysis.summary.keys) == Set(expected.keys))
        for key in analysis.summary.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        let summary = analysis.summary
        let counts = ["attempts", "successes", "timeouts", "falseStarts"].compactMap { summary[$0] }
        #expect(counts.count == 4 && counts.allSatisfy { $0 >= 0 && $0 == $0.rounded() })
        #expect(counts[1] + counts[2] + counts[3] == counts[0])
        let times = ["minimumReactionTimeSeconds", "medianReactionTimeSeconds", "maximumReactionTimeSeconds"].compactMap { summary[$0] }
        #expect(times.count == 3 && times[0] >= 0 && times[0] <= times[1] && times[1] <= times[2])
        #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
    }

    @Test func withoutASuccessTheTimesAreEmptyAndAStoppedStepSaysSo() {
        let trial = NormalizedReactionTimeTrial(outcome: .timeout, timerStartUptime: 0, timerEndUptime: 7, stimulusStartUptime: 4,
                                                reactionUptime: nil, currentInterval: 4, location: nil)
        let result = NormalizedReactionTimeResult(identifier: "normalizedReactionTime", timeout: 3, numberOfAttempts: 3, trials: [trial])
        let analysis = NormalizedReactionTimeAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["timeouts"] == 1 && analysis.summary["successFraction"] == 0)
        #expect(analysis.summary["meanReactionTimeSeconds"] == nil && analysis.summary["meanSpeedPerSecond"] == nil)
        #expect(analysis.warnings == ["normalizedReactionTime: 1 of the 3 attempts ran; the run stopped before the step ended"])
    }

    @Test func aTouchReactionTimeStepIsAnalysedByItsResultOrItsType() {
        let result = NormalizedReactionTimeResult(identifier: "n", timeout: 3, numberOfAttempts: 3, trials: [])
        #expect(AnalysisKind.of(step([.typed(result)])) == .normalizedReactionTime)
        #expect(AnalysisKind.of(step([])) == .normalizedReactionTime)
    }
}
