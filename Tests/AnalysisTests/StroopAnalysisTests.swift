import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Stroop analysis against fixtures/analysis/reference.py, which computes every key from the
/// same trials with numpy, independently of the Swift code.
@Suite struct StroopAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "stroop", stepType: "stroop", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: results)
    }

    @Test func everyStroopKeyMatchesTheReferenceScript() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("stroop/stroopResult.json"))
        let result = try JSONDecoder().decode(StroopResult.self, from: data)
        let analysis = StroopAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("stroop")
        #expect(Set(analysis.summary.keys) == Set(expected.keys))
        for key in analysis.summary.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
    }

    @Test func withoutACorrectIncongruentTrialTheStroopEffectIsEmptyAndSaysWhy() {
        let result = StroopResult(identifier: "stroop", numberOfAttempts: 10, trials: [
            StroopTrial(color: .red, text: .red, colorSelected: .red, startTime: 0, endTime: 0.6),
            StroopTrial(color: .blue, text: .green, colorSelected: .green, startTime: 1.1, endTime: 1.9),
        ])
        let analysis = StroopAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["stroopEffect"] == nil && analysis.summary["incongruentMeanReactionTime"] == nil)
        #expect(analysis.summary["incongruentAccuracy"] == 0 && analysis.summary["congruentMeanReactionTime"] == 0.6)
        #expect(analysis.warnings == ["stroop: no correct incongruent trial: stroopEffect is empty"])
    }

    @Test func aStroopStepIsAnalysedAsStroopByItsResultOrItsType() {
        let result = StroopResult(identifier: "stroop", numberOfAttempts: 10, trials: [])
        #expect(AnalysisKind.of(step([.typed(result)])) == .stroop)
        #expect(AnalysisKind.of(step([])) == .stroop)
    }
}
