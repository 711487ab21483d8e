import ActiveTasks
import TaskFamilies

/// Summary of one Trail Making step from its `trailmaking` result: taps, errors, completion
/// times, the time of each segment between circles, and for trail B, B − A and B / A against
/// trail A of the same run.
///
/// Keys: `numberOfCircles`, `numberOfCirclesReached`, `numberOfTaps`, `numberOfErrors`,
/// `completed`, `timeToFirstTap`, `completionTime`, `timeFromStart`, `segmentTime1` …
/// `segmentTime12`, and on trail B `trailBMinusA`, `trailBOverA`. Formulas and references:
/// docs/ANALYSIS.md.
public enum TrailMakingAnalyzer {
    /// Summarises the step result of a Trail Making step.
    /// - Parameters:
    ///   - step: The step's result in `taskResult.json`.
    ///   - run: Every Trail Making result of the run, this step's included; trail B is compared
    ///     with the first trail A among them.
    public static func analyze(_ step: StepResult, run: [TrailMakingResult]) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let trail = step.results.lazy.compactMap { item -> TrailMakingResult? in
            if let result = item.typed(as: TrailMakingResult.self) { return result }
            return nil
        }.first
        guard let trail else {
            return AnalysisResult(summary: summary, warnings: ["\(step.identifier): no Trail Making result: its keys are empty"])
        }
        let reached = trail.correctTimes
        summary.set("numberOfCircles", count: trail.circles.count)
        summary.set("numberOfCirclesReached", count: reached.count)
        summary.set("numberOfTaps", count: trail.taps.count)
        summary.set("numberOfErrors", count: trail.numberOfErrors)
        summary.set("completed", count: trail.isComplete ? 1 : 0)
        summary.set("timeToFirstTap", trail.taps.first?.timestamp, .seconds)
        let total = timeFromStart(trail)
        summary.set("completionTime", total.flatMap { end in trail.taps.first.map { end - $0.timestamp } }, .seconds)
        summary.set("timeFromStart", total, .seconds)
        for segment in 1..<trail.circles.count {
            let time = segment < reached.count ? reached[segment] - reached[segment - 1] : nil
            summary.set("segmentTime\(segment)", time, .seconds)
        }
        if !trail.isComplete {
            warnings.append("\(step.identifier): trail \(trail.trailType.rawValue) ended with \(reached.count) of \(trail.circles.count) circles: completion times are empty")
        }
        if trail.trailType == .b {
            let partA = run.first { $0.trailType == .a }.flatMap(timeFromStart)
            summary.set("trailBMinusA", total.flatMap { b in partA.map { b - $0 } }, .seconds)
            summary.set("trailBOverA", total.flatMap { b in partA.flatMap { $0 > 0 ? b / $0 : nil } }, .ratio)
            if total != nil, partA == nil {
                warnings.append("\(step.identifier): no completed trail A in this run: trailBMinusA and trailBOverA are empty")
            }
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    /// Seconds from the step's start to the last circle's tap; `nil` for an unfinished trail.
    private static func timeFromStart(_ trail: TrailMakingResult) -> Double? {
        trail.isComplete ? trail.correctTimes.last : nil
    }
}
