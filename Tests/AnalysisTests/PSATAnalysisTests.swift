import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The PSAT analysis against fixtures/analysis/reference.py, which computes every key from the
/// same additions with numpy, independently of the Swift code.
@Suite struct PSATAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "psat", stepType: "psat", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 93), results: results)
    }

    @Test func everyPSATKeyMatchesTheReferenceScriptAndResearchKitsOwnTotals() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("psat/psatResult.json"))
        let result = try JSONDecoder().decode(PSATResult.self, from: data)
        let analysis = PSATAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("psat")
        #expect(Set(analysis.summary.keys) == Set(expected.keys).union(["presentationMode"]))
        #expect(analysis.summary.label("presentationMode") == "visual")
        for key in expected.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        #expect(analysis.summary["totalCorrect"] == Double(result.totalCorrect) && analysis.summary["totalDyad"] == Double(result.totalDyad))
        #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
    }

    @Test func withFewerThanThreeAdditionsTheFatigueIndexIsEmptyAndSaysWhy() {
        let result = PSATResult(identifier: "psat", interStimulusInterval: 3, stimulusDuration: 1, length: 60, initialDigit: 2, samples: [
            PSATSample(digit: 5, previousDigit: 2, answer: 7, startTime: 3, answerTime: 4.5, interStimulusInterval: 3),
            PSATSample(digit: 1, previousDigit: 5, startTime: 6, interStimulusInterval: 3),
        ])
        let analysis = PSATAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["fatigueIndex"] == nil && analysis.summary["firstThirdCorrect"] == nil)
        #expect(analysis.summary["meanAnswerTime"] == 1.5 && analysis.summary["longestCorrectRun"] == 1 && analysis.summary["totalTime"] == 4.5)
        #expect(analysis.warnings == ["psat: 2 additions, fewer than 3: fatigueIndex is empty"])
    }

    @Test func aPSATStepIsAnalysedAsPSATByItsResultOrItsType() {
        let result = PSATResult(identifier: "psat", interStimulusInterval: 3, stimulusDuration: 1, length: 60, initialDigit: 2, samples: [])
        #expect(AnalysisKind.of(step([.typed(result)])) == .psat)
        #expect(AnalysisKind.of(step([])) == .psat)
        #expect(PSATAnalyzer.analyze(step([.typed(result)])).warnings == ["psat: no PSAT addition: PSAT keys are empty"])
    }
}
