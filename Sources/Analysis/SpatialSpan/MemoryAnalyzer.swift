import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of a spatial span memory result: the game's own figures, the backward span of games
/// played with `requireReversal`, plus mhealthtools' memory features. Formulas: docs/ANALYSIS.md.
public enum MemoryAnalyzer {
    /// Summarises one or more spatial span results (their games are pooled, in order).
    /// - Parameter results: The step results found in a task's `taskResult.json`.
    public static func analyze(_ results: [SpatialSpanMemoryResult]) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let games = results.flatMap(\.gameRecords)
        summary.set("score", count: results.reduce(0) { $0 + $1.score })
        summary.set("maximumSpan", count: games.filter { $0.gameStatus == .success }.map(\.sequence.count).max() ?? 0)
        summary.set("numberOfGames", count: results.reduce(0) { $0 + $1.numberOfGames })
        summary.set("numberOfFailures", count: results.reduce(0) { $0 + $1.numberOfFailures })
        let backward = results.filter(\.requireReversal)
        let backwardWon = backward.flatMap(\.gameRecords).filter { $0.gameStatus == .success }
        summary.set("backwardScore", backward.isEmpty ? nil : Double(backward.reduce(0) { $0 + $1.score }), .count)
        summary.set("backwardMaximumSpan", backward.isEmpty ? nil : Double(backwardWon.map(\.sequence.count).max() ?? 0), .count)

        let played = games.filter { $0.gameStatus != .timeout }
        var deltas: [Double] = [], distances: [Double] = []
        var firstDeltas: [Double] = [], firstDistances: [Double] = []
        var wrongOrders: [Double] = []
        var correct = 0
        var newTargets = 0
        for game in played {
            var previous = 0.0
            var outside = Set<Int>()
            for (order, touch) in game.touchSamples.enumerated() {
                let delta = touch.timestamp - previous
                previous = touch.timestamp
                var distance: Double?
                if order < game.sequence.count, game.targetRects.indices.contains(game.sequence[order]) {
                    let center = game.targetRects[game.sequence[order]].center
                    let dx = touch.location.x - center.x, dy = touch.location.y - center.y
                    distance = (dx * dx + dy * dy).squareRoot()
                }
                if order == 0 {
                    firstDeltas.append(delta)
                    if let distance { firstDistances.append(distance) }
                } else {
                    deltas.append(delta)
                    if let distance { distances.append(distance) }
                }
                if touch.correct { correct += 1 } else { wrongOrders.append(Double(order + 1)) }
                if touch.targetIndex >= 0, !game.sequence.contains(touch.targetIndex) {
                    outside.insert(touch.targetIndex)
                }
            }
            newTargets += outside.count
        }
        let allDeltas = firstDeltas + deltas
        summary.set("meanTouchLatency", Statistics.mean(allDeltas), .seconds)
        summary.set("totalDistance", played.isEmpty ? nil : (firstDistances + distances).reduce(0, +), .position)
        summary.set("totalTime", played.isEmpty ? nil : allDeltas.reduce(0, +), .seconds)
        summary.set("totalCorrectFlowers", played.isEmpty ? nil : Double(correct), .count)
        summary.set("avgWrongFlowerNum", Statistics.mean(wrongOrders), .ratio)
        summary.set("totalNewFlowersTouched", played.isEmpty ? nil : Double(newTargets), .count)
        for (values, names, unit, square) in [(deltas, ["meanTime", "medTime", "varTime"], SummaryPrecision.seconds, SummaryPrecision.squareSeconds),
                                              (distances, ["meanDist", "medDist", "varDist"], .position, .squarePosition),
                                              (firstDeltas, ["flower1MeanTime", "flower1MedTime", "flower1VarTime"], .seconds, .squareSeconds),
                                              (firstDistances, ["flower1MeanDist", "flower1MedDist", "flower1VarDist"], .position, .squarePosition)] {
            summary.set(names[0], Statistics.mean(values), unit)
            summary.set(names[1], Statistics.median(values), unit)
            summary.set(names[2], Statistics.variance(values), square)
        }
        if results.isEmpty { warnings.append("no spatial span memory result: memory keys are empty") }
        if played.isEmpty, !games.isEmpty { warnings.append("every game timed out: mhealthtools features are empty") }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
