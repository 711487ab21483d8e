import ActiveTasks
import TaskFamilies

/// Summary of one Tower of Hanoi step from its `towerOfHanoi` result: moves against the fewest
/// that solve it, refused moves, times, and whether it was solved.
///
/// Keys: `numberOfDisks`, `solved`, `gaveUp`, `numberOfMoves`, `minimumMoves`, `excessMoves`,
/// `numberOfIllegalMoves`, `timeToFirstMove`, `timeToSolve`, `solvingTime`. Formulas and
/// references: docs/ANALYSIS.md.
public enum TowerOfHanoiAnalyzer {
    /// Summarises the step result of a Tower of Hanoi step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        let puzzle = step.results.lazy.compactMap { item -> TowerOfHanoiResult? in
            if let result = item.typed(as: TowerOfHanoiResult.self) { return result }
            return nil
        }.first
        guard let puzzle else {
            return AnalysisResult(summary: summary, warnings: ["\(step.identifier): no Tower of Hanoi result: its keys are empty"])
        }
        let minimum = (1 << puzzle.numberOfDisks) - 1
        let solvedAt = puzzle.puzzleWasSolved ? puzzle.moves.last?.time : nil
        summary.set("numberOfDisks", count: puzzle.numberOfDisks)
        summary.set("solved", count: puzzle.puzzleWasSolved ? 1 : 0)
        summary.set("gaveUp", count: puzzle.gaveUp ? 1 : 0)
        summary.set("numberOfMoves", count: puzzle.moves.count)
        summary.set("minimumMoves", count: minimum)
        summary.set("excessMoves", puzzle.puzzleWasSolved ? Double(puzzle.moves.count - minimum) : nil, .count)
        summary.set("numberOfIllegalMoves", count: puzzle.illegalMoves.count)
        summary.set("timeToFirstMove", puzzle.moves.first?.time, .seconds)
        summary.set("timeToSolve", solvedAt, .seconds)
        summary.set("solvingTime", solvedAt.flatMap { end in puzzle.moves.first.map { end - $0.time } }, .seconds)
        let warnings = puzzle.puzzleWasSolved ? [] : ["\(step.identifier): not solved\(puzzle.gaveUp ? " (given up)" : ""): excessMoves and the solving times are empty"]
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
