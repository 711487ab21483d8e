import ActiveTasks
import Foundation
import SignalProcessing
import TaskFamilies

/// Summary of a shake reaction-time step from its `reactionTime` result: the latencies of the
/// successful attempts (each the kernel time of the first accelerometer sample over the threshold
/// less the stimulus's time, on `CLOCK_MONOTONIC`) and how the attempts ended.
///
/// Keys: `attempts`, `successes`, `timeouts`, `falseStarts` (counts); `meanLatencySeconds`,
/// `medianLatencySeconds`, `minimumLatencySeconds`, `maximumLatencySeconds` (s, `null` without a
/// success). Formulas and references: docs/ANALYSIS.md.
public enum ReactionTimeAnalyzer {
    /// Summarises the step result of a reaction-time step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let result = step.results.lazy.compactMap { item -> ReactionTimeResult? in
            if let result = item.typed(as: ReactionTimeResult.self) { return result }
            return nil
        }.first
        let trials = result?.trials ?? []
        let latencies = trials.compactMap(\.latency)
        summary.set("attempts", count: trials.count)
        summary.set("successes", count: latencies.count)
        summary.set("timeouts", count: trials.count { $0.outcome == .timeout })
        summary.set("falseStarts", count: trials.count { $0.outcome == .falseStart })
        summary.set("meanLatencySeconds", Statistics.mean(latencies), .seconds)
        summary.set("medianLatencySeconds", Statistics.median(latencies), .seconds)
        summary.set("minimumLatencySeconds", latencies.min(), .seconds)
        summary.set("maximumLatencySeconds", latencies.max(), .seconds)
        if let result, latencies.count < result.numberOfAttempts {
            warnings.append("\(result.identifier): \(latencies.count) of the \(result.numberOfAttempts) responses asked for were in time; "
                            + "the step ended after \(trials.count) attempts")
        } else if result == nil {
            warnings.append("\(step.identifier): no reactionTime result: the run stopped before the step ended")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
