import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of one hole-peg step (one hand, place or remove) from its `holePeg` result: pegs
/// done and dropped, time and distance per peg.
///
/// Keys: `hand`, `action`, `numberOfPegs`, `totalSuccesses`, `totalFailures`, `completion`,
/// `dropRate`, `totalTime`, `meanTimePerPeg`, `totalDistance`, `meanDistancePerPeg`. Formulas and
/// references: docs/ANALYSIS.md.
public enum HolePegAnalyzer {
    /// Distances' precision: 0.1 px of the 800 × 480 reference screen.
    static let pixels = SummaryPrecision(decimals: 1, unit: "{px}")

    /// Summarises the step result of a hole-peg step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let result = step.results.lazy.compactMap { item -> HolePegResult? in
            if let result = item.typed(as: HolePegResult.self) { return result }
            return nil
        }.first
        guard let result else {
            return AnalysisResult(summary: summary, warnings: ["\(step.identifier): no hole-peg result: hole-peg keys are empty"])
        }
        let placed = result.moves.filter { !$0.dropped }
        let drops = result.moves.count - placed.count
        summary.set("hand", label: result.hand.rawValue)
        summary.set("action", label: result.action.rawValue)
        summary.set("numberOfPegs", count: result.numberOfPegs)
        summary.set("totalSuccesses", count: placed.count)
        summary.set("totalFailures", count: drops)
        summary.set("completion", result.numberOfPegs > 0 ? min(1, Double(placed.count) / Double(result.numberOfPegs)) : nil, .ratio)
        summary.set("dropRate", result.moves.isEmpty ? nil : Double(drops) / Double(result.moves.count), .ratio)
        summary.set("totalTime", result.totalTime, .seconds)
        summary.set("meanTimePerPeg", Statistics.mean(placed.compactMap(\.time)), .seconds)
        summary.set("totalDistance", placed.reduce(0) { $0 + $1.distance }, pixels)
        summary.set("meanDistancePerPeg", Statistics.mean(placed.map(\.distance)), pixels)
        if result.moves.isEmpty {
            warnings.append("\(step.identifier): the peg was never moved: times and distances per peg are empty")
        } else if placed.count < result.numberOfPegs {
            warnings.append("\(step.identifier): \(placed.count) of \(result.numberOfPegs) pegs before the step ended")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
