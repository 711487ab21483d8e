import ActiveTasks
@testable import Analysis
import Foundation
import RecordingFormat
import SignalProcessing
import TaskFamilies
import TestSupport
import Testing

@Suite struct TappingAnalysisTests {
    private func analyseFixture() throws -> AnalysisResult {
        var analyzer = TappingAnalyzer()
        let warnings = try ChunkFeed.read([AnalysisFixtures.folder.appendingPathComponent("tapping/touch-000001.jsonl")],
                                           into: &analyzer)
        #expect(warnings.isEmpty)
        return analyzer.finish()
    }

    @Test func everyTappingKeyMatchesTheReferenceScript() throws {
        let result = try analyseFixture()
        let expected = try AnalysisFixtures.expected("tapping")
        #expect(Set(result.summary.keys) == Set(expected.keys))
        for key in result.summary.keys {
            let reference = try #require(expected[key] as? Double, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(result.summary[key], reference, tolerance: 1e-7),
                    "\(key): \(String(describing: result.summary[key])) vs \(reference)")
        }
    }

    @Test func tapsOutsideBothTargetsCountAsNone() {
        let layout = TappingLayout.standard
        #expect(layout.side(x: 0.25, y: 0.80) == .left)
        #expect(layout.side(x: 0.101, y: 0.701) == .left)    // just inside the corner (0.10, 0.70)
        #expect(layout.side(x: 0.099, y: 0.75) == .none)     // just left of the left edge
        #expect(layout.side(x: 0.75, y: 0.89) == .right)
        #expect(layout.side(x: 0.50, y: 0.80) == .none)      // between the targets
        #expect(layout.side(x: 0.25, y: 0.60) == .none)      // above the left target
    }

    @Test func dwellTimeIsFromTouchDownToLiftOfTheSameTouch() {
        var analyzer = TappingAnalyzer()
        let touches: [(Double, TouchPhase, Int)] = [(1.0, .began, 1), (1.05, .began, 2), (1.2, .ended, 2),
                                                    (1.3, .ended, 1), (2.0, .began, 3), (2.1, .cancelled, 3)]
        for (time, phase, id) in touches {
            analyzer.consume(.touch(TouchSample(timestamp: time, uptime: time, phase: phase, touchId: id,
                                                x: 0.25, y: 0.8, rawX: 0, rawY: 0)))
        }
        // Touch 1 held 0.3 s, touch 2 0.15 s; the cancelled touch has no dwell.
        #expect(AnalysisFixtures.close(analyzer.finish().summary["meanDwellTime"], 0.225))
        #expect(analyzer.finish().summary["numberTaps"] == 3)
    }
}
