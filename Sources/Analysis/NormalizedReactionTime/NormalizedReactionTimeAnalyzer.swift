import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of a touch reaction-time step from its `normalizedReactionTime` result: the reaction
/// times of the successful attempts (each the touch event's own time less the time the stimulus
/// showed, on `CLOCK_MONOTONIC`) and how the attempts ended.
///
/// Keys: `attempts`, `successes`, `timeouts`, `falseStarts` (counts); `successFraction` (1);
/// `meanReactionTimeSeconds`, `medianReactionTimeSeconds`, `minimumReactionTimeSeconds`,
/// `maximumReactionTimeSeconds`, `standardDeviationReactionTimeSeconds` (s, `null` without a
/// success; the deviation needs two); `meanSpeedPerSecond` (the mean of 1 / reaction time, /s,
/// the reciprocal transform of Ratcliff 1993). Formulas and references: docs/ANALYSIS.md.
public enum NormalizedReactionTimeAnalyzer {
    /// The reciprocal of seconds, three decimals.
    private static let perSecond = SummaryPrecision(decimals: 3, unit: "/s")

    /// Summarises the step result of a touch reaction-time step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let result = step.results.lazy.compactMap { item -> NormalizedReactionTimeResult? in
            if let result = item.typed(as: NormalizedReactionTimeResult.self) { return result }
            return nil
        }.first
        let trials = result?.trials ?? []
        let times = trials.compactMap(\.reactionTime)
        summary.set("attempts", count: trials.count)
        summary.set("successes", count: times.count)
        summary.set("timeouts", count: trials.count { $0.outcome == .timeout })
        summary.set("falseStarts", count: trials.count { $0.outcome == .falseStart })
        summary.set("successFraction", trials.isEmpty ? nil : Double(times.count) / Double(trials.count), .ratio)
        summary.set("meanReactionTimeSeconds", Statistics.mean(times), .seconds)
        summary.set("medianReactionTimeSeconds", Statistics.median(times), .seconds)
        summary.set("minimumReactionTimeSeconds", times.min(), .seconds)
        summary.set("maximumReactionTimeSeconds", times.max(), .seconds)
        summary.set("standardDeviationReactionTimeSeconds", Statistics.standardDeviation(times), .seconds)
        summary.set("meanSpeedPerSecond", Statistics.mean(times.filter { $0 > 0 }.map { 1 / $0 }), perSecond)
        if let result, trials.count < result.numberOfAttempts {
            warnings.append("\(result.identifier): \(trials.count) of the \(result.numberOfAttempts) attempts ran; the run stopped before the step ended")
        } else if result == nil {
            warnings.append("\(step.identifier): no normalizedReactionTime result: the run stopped before the step ended")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
