import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Amsler grid analysis against fixtures/analysis/reference.py, which rasterises the same
/// paths with numpy, independently of the Swift code.
@Suite struct AmslerGridAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "amsler.grid.left", stepType: "amslerGrid", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 30), results: results)
    }

    @Test func everyAmslerGridKeyMatchesTheReferenceScript() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("amslerGrid/amslerGridResult.json"))
        let result = try JSONDecoder().decode(AmslerGridResult.self, from: data)
        let analysis = AmslerGridAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("amslerGrid")
        #expect(Set(analysis.summary.keys) == Set(expected.keys).union(["eyeSide"]))
        #expect(analysis.summary.label("eyeSide") == "left")
        #expect(analysis.summary.label("cells") == expected["cells"] as? String)
        for key in expected.keys where key != "cells" {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        // Counts are whole numbers, the marked fraction a part of the grid, cells at most 100.
        for key in ["strokes", "cellsTouched", "normal"] {
            #expect(analysis.summary.precision(of: key) == .count && analysis.summary.text(key)?.contains(".") == false)
        }
        #expect((0...1).contains(analysis.summary["markedFraction"] ?? -1))
        #expect((0...100).contains(analysis.summary["cellsTouched"] ?? -1) && (analysis.summary["drawingTime"] ?? -1) >= 0)
    }

    @Test func aGridWithNothingMarkedIsNormalWithNoAreaAndNoCells() {
        let analysis = AmslerGridAnalyzer.analyze(step([.typed(AmslerGridResult(identifier: "amsler.grid.left", eyeSide: .left, strokes: []))]))
        #expect(analysis.summary["normal"] == 1 && analysis.summary["strokes"] == 0)
        #expect(analysis.summary["markedFraction"] == 0 && analysis.summary["cellsTouched"] == 0 && analysis.summary.label("cells") == nil)
    }

    @Test func aCellMarkedWithKeysCoversMostOfItsCellAndNoOther() {
        let stroke = AmslerGridStroke.cellPath(column: 3, row: 7, at: 2)
        let analysis = AmslerGridAnalyzer.analyze(step([.typed(AmslerGridResult(identifier: "amsler.grid.left", eyeSide: .left, strokes: [stroke]))]))
        #expect(analysis.summary.label("cells") == "3,7" && analysis.summary["cellsTouched"] == 1)
        // The cell is 100 of the 10 000 raster pixels: all but its 6 corner pixels are covered.
        #expect(analysis.summary["markedFraction"] == 0.0094, "\(String(describing: analysis.summary["markedFraction"]))")
    }

    @Test func anAmslerGridStepIsAnalysedAsAmslerGridByItsResultOrItsType() {
        #expect(AnalysisKind.of(step([.typed(AmslerGridResult(identifier: "a", eyeSide: .right, strokes: []))])) == .amslerGrid)
        #expect(AnalysisKind.of(step([])) == .amslerGrid)
    }
}
