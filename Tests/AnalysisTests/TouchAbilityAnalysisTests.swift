import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The touch-ability analysis against fixtures/analysis/reference.py, which computes every key
/// from the same trials with numpy, independently of the Swift code.
@Suite struct TouchAbilityAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "touchAbility", stepType: "touchAbility", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: results)
    }

    private func reference() throws -> TouchAbilityResult {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("touchability/touchAbilityResult.json"))
        return try JSONDecoder().decode(TouchAbilityResult.self, from: data)
    }

    @Test func everyTouchAbilityKeyMatchesTheReferenceScript() throws {
        let analysis = TouchAbilityAnalyzer.analyze(step([.typed(try reference())]))
        let expected = try AnalysisFixtures.expected("touchAbility")
        #expect(Set(analysis.summary.keys) == Set(expected.keys))
        for key in analysis.summary.keys {
            let value = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], value), "\(key): \(String(describing: analysis.summary[key])) vs \(value)")
        }
        #expect(analysis.warnings == ["touchAbility: 1 scroll trials timed out untouched; they count as failures",
                                      "touchAbility: 1 pinch trials were skipped: keys cannot make them; they count as failures",
                                      "touchAbility: 1 rotation trials were skipped: keys cannot make them; they count as failures"],
                "\(analysis.warnings)")
    }

    @Test func countsAreWholeNumbersPartsAtMostTheirWholesAndDurationsNotNegative() throws {
        let summary = TouchAbilityAnalyzer.analyze(step([.typed(try reference())])).summary
        for gesture in ["tap", "longPress", "swipe", "scroll", "pinch", "rotation"] {
            let trials = try #require(summary[gesture + "Trials"]), successes = try #require(summary[gesture + "Successes"])
            #expect(trials == trials.rounded() && successes == successes.rounded() && successes <= trials)
            #expect((0...1).contains(try #require(summary[gesture + "Accuracy"])))
            #expect(try #require(summary[gesture + "MeanDuration"]) >= 0)
        }
        #expect((0...1).contains(try #require(summary["swipeMeanStraightness"])), "a path is never shorter than its chord")
        for key in ["scrollMeanOffsetError", "scrollMeanOffsetErrorItems", "scrollMeanPathLength", "pinchMeanScaleError", "rotationMeanAngleError"] {
            #expect(try #require(summary[key]) >= 0, "\(key) is a distance")
        }
        #expect(try #require(summary["pinchMeanScaleRatio"]) > 0, "a scale is positive")
        #expect(try #require(summary["numberOfSuccesses"]) <= (try #require(summary["numberOfTrials"])))
    }

    @Test func untouchedTrialsCountAsFailuresAndAreNamedInAWarning() {
        let result = TouchAbilityResult(identifier: "touchAbility", trials: [
            TouchAbilityTrial(gesture: .tap, targetRect: TouchAbilityLayout.target(column: 1, row: 1), startTime: 0),
        ])
        let analysis = TouchAbilityAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["tapTrials"] == 1 && analysis.summary["tapAccuracy"] == 0 && analysis.summary["tapMeanOffset"] == nil)
        #expect(analysis.summary["swipeTrials"] == nil, "no key for a gesture the step did not ask for")
        #expect(analysis.warnings == ["touchAbility: 1 tap trials timed out untouched; they count as failures"])
    }

    @Test func aTouchAbilityStepIsAnalysedByItsResultOrItsType() {
        #expect(AnalysisKind.of(step([.typed(TouchAbilityResult(identifier: "t", trials: []))])) == .touchAbility)
        #expect(AnalysisKind.of(step([])) == .touchAbility)
    }
}
