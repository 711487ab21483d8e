import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Trail Making analysis against fixtures/analysis/reference.py, which computes every key from
/// the same taps in Python, independently of the Swift code.
@Suite struct TrailMakingAnalysisTests {
    private func step(_ trail: TrailMakingResult?) -> StepResult {
        StepResult(identifier: trail?.identifier ?? "trailmaking.A", stepType: "trailmaking", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: trail.map { [.typed($0)] } ?? [])
    }

    private func fixture(_ name: String) throws -> TrailMakingResult {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("trailmaking/\(name).json"))
        return try JSONDecoder().decode(TrailMakingResult.self, from: data)
    }

    @Test func everyKeyOfTrailsAAndBMatchesTheReferenceScript() throws {
        let (a, b) = (try fixture("trailA"), try fixture("trailB"))
        for (trail, section) in [(a, "trailMakingA"), (b, "trailMakingB")] {
            let analysis = TrailMakingAnalyzer.analyze(step(trail), run: [a, b])
            let expected = try AnalysisFixtures.expected(section)
            #expect(Set(analysis.summary.keys) == Set(expected.keys), "\(section)")
            for key in analysis.summary.keys {
                let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
                #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(section) \(key): \(String(describing: analysis.summary[key])) vs \(reference)")
            }
            #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
        }
    }

    @Test func anUnfinishedTrailHasNoCompletionTimesAndSaysWhy() {
        let layout = TrailMakingLayout(test: 0, invertX: false, invertY: false, reverse: false)
        let trail = TrailMakingResult(identifier: "trailmaking.A", trailType: .a, layout: layout, taps: [
            TrailMakingTap(timestamp: 1.2, index: 0, label: "1", incorrect: false),
            TrailMakingTap(timestamp: 2.0, index: 1, label: "2", incorrect: false),
            TrailMakingTap(timestamp: 2.5, index: 3, label: "4", incorrect: true),
        ])
        let analysis = TrailMakingAnalyzer.analyze(step(trail), run: [trail])
        #expect(analysis.summary["completed"] == 0 && analysis.summary["numberOfCirclesReached"] == 2)
        #expect(analysis.summary["completionTime"] == nil && analysis.summary["timeFromStart"] == nil)
        #expect(analysis.summary["segmentTime1"].map { abs($0 - 0.8) < 1e-9 } == true && analysis.summary["segmentTime2"] == nil)
        #expect(analysis.warnings == ["trailmaking.A: trail A ended with 2 of 13 circles: completion times are empty"])
    }

    @Test func trailBWithoutACompletedTrailAHasNoComparisonAndSaysWhy() throws {
        let b = try fixture("trailB")
        let analysis = TrailMakingAnalyzer.analyze(step(b), run: [b])
        #expect(analysis.summary.keys.contains("trailBMinusA") && analysis.summary["trailBMinusA"] == nil)
        #expect(analysis.warnings == ["trailmaking.B: no completed trail A in this run: trailBMinusA and trailBOverA are empty"])
    }

    @Test func aTrailMakingStepIsAnalysedAsTrailMakingByItsResultOrItsType() throws {
        #expect(AnalysisKind.of(step(try fixture("trailA"))) == .trailMaking)
        #expect(AnalysisKind.of(step(nil)) == .trailMaking)
    }
}
