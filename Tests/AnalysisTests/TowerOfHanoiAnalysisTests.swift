import ActiveTasks
import Analysis
import Foundation
import TaskFamilies
import TestSupport
import Testing

/// The Tower of Hanoi analysis against fixtures/analysis/reference.py, which computes every key
/// from the same moves in Python, independently of the Swift code.
@Suite struct TowerOfHanoiAnalysisTests {
    private func step(_ results: [ResultItem]) -> StepResult {
        StepResult(identifier: "towerOfHanoi", stepType: "towerOfHanoi", startDate: Date(timeIntervalSince1970: 0),
                   endDate: Date(timeIntervalSince1970: 60), results: results)
    }

    @Test func everyKeyMatchesTheReferenceScript() throws {
        let data = try Data(contentsOf: AnalysisFixtures.folder.appendingPathComponent("towerofhanoi/towerOfHanoiResult.json"))
        let result = try JSONDecoder().decode(TowerOfHanoiResult.self, from: data)
        let analysis = TowerOfHanoiAnalyzer.analyze(step([.typed(result)]))
        let expected = try AnalysisFixtures.expected("towerOfHanoi")
        #expect(Set(analysis.summary.keys) == Set(expected.keys))
        for key in analysis.summary.keys {
            let reference = try #require((expected[key] as? NSNumber)?.doubleValue, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(analysis.summary[key], reference), "\(key): \(String(describing: analysis.summary[key])) vs \(reference)")
        }
        #expect(analysis.warnings.isEmpty, "\(analysis.warnings)")
    }

    @Test func aPuzzleGivenUpHasNoExcessMovesNorSolvingTimesAndSaysWhy() {
        let result = TowerOfHanoiResult(identifier: "towerOfHanoi", numberOfDisks: 3, puzzleWasSolved: false, gaveUp: true,
                                        moves: [TowerOfHanoiMove(timestamp: 0, time: 2, donorTowerIndex: 0, recipientTowerIndex: 1)],
                                        illegalMoves: [])
        let analysis = TowerOfHanoiAnalyzer.analyze(step([.typed(result)]))
        #expect(analysis.summary["solved"] == 0 && analysis.summary["gaveUp"] == 1 && analysis.summary["numberOfMoves"] == 1)
        #expect(analysis.summary["excessMoves"] == nil && analysis.summary["timeToSolve"] == nil && analysis.summary["timeToFirstMove"] == 2)
        #expect(analysis.warnings == ["towerOfHanoi: not solved (given up): excessMoves and the solving times are empty"])
    }

    @Test func aTowerOfHanoiStepIsAnalysedAsTowerOfHanoiByItsResultOrItsType() {
        let result = TowerOfHanoiResult(identifier: "towerOfHanoi", numberOfDisks: 3, puzzleWasSolved: false, gaveUp: false, moves: [], illegalMoves: [])
        #expect(AnalysisKind.of(step([.typed(result)])) == .towerOfHanoi)
        #expect(AnalysisKind.of(step([])) == .towerOfHanoi)
    }
}
