import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The hole-peg analysis against fixtures/analysis/reference.py, which computes every key from
/// the same moves with numpy, independently of the Swift code.
@Suite struct HolePegAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "hole.peg.test.non.dominant.place", stepType: "holePeg", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: results)
    }

    @Test func everyHolePegKeyMatchesTheReferenceScript() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("holePeg/holePegResult.json"))
        let result = try JSONDecoder().decode(HolePegResult.self, from: data)
        let analysis = HolePegAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("holePeg")
        #expect(Set(analysis.summary.keys) == Set(expected.keys).union(["hand", "action"]))
        #expect(analysis.summary.label("hand") == "left" && analysis.summary.label("action") == "place")
        for key in expected.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        // Counts are whole numbers, parts within their wholes, times and distances not negative.
        for key in ["numberOfPegs", "totalSuccesses", "totalFailures"] {
            #expect(analysis.summary.precision(of: key) == .count && analysis.summary.text(key)?.contains(".") == false)
        }
        #expect((analysis.summary["totalSuccesses"] ?? 99) <= (analysis.summary["numberOfPegs"] ?? 0))
        #expect(["completion", "dropRate"].allSatisfy { (0...1).contains(analysis.summary[$0] ?? -1) })
        #expect(["totalTime", "meanTimePerPeg", "totalDistance", "meanDistancePerPeg"].allSatisfy { (analysis.summary[$0] ?? -1) >= 0 })
        #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
    }

    @Test func aStepWhosePegNeverMovedHasEmptyTimesAndSaysWhy() {
        let layout = HolePegLayout(action: .remove, movingDirection: .left, threshold: 0.2)
        let result = HolePegResult(identifier: "hole.peg.test.non.dominant.place", action: .remove, hand: .left, movingDirection: .left,
                                   dominantHandTested: false, numberOfPegs: 9, threshold: 0.2, rotated: false, totalTime: 0,
                                   layout: layout, moves: [])
        let analysis = HolePegAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["totalSuccesses"] == 0 && analysis.summary["completion"] == 0)
        #expect(analysis.summary["meanTimePerPeg"] == nil && analysis.summary["dropRate"] == nil)
        #expect(analysis.warnings == ["hole.peg.test.non.dominant.place: the peg was never moved: times and distances per peg are empty"])
    }

    @Test func aHolePegStepIsAnalysedAsHolePegByItsResultOrItsType() {
        let layout = HolePegLayout(action: .place, movingDirection: .left, threshold: 0.2)
        let result = HolePegResult(identifier: "p", action: .place, hand: .left, movingDirection: .left, dominantHandTested: false,
                                   numberOfPegs: 9, threshold: 0.2, rotated: false, totalTime: 0, layout: layout, moves: [])
        #expect(AnalysisKind.of(step([.typed(result)])) == .holePeg)
        #expect(AnalysisKind.of(step([])) == .holePeg)
    }
}
