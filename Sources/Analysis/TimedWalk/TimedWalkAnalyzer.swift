import ActiveTasks
import Foundation
import TaskFamilies

/// Summary of one step of the timed walk: a trial's duration, distance and speed from its
/// `timedWalk` result, or the turn between the trials.
///
/// Keys: `durationSeconds`, `timeLimitSeconds`, `distanceRequestedMeters`, `distanceMeters`,
/// `speed`, `locationFixCount`, `reachedDistance`. The turn has only `durationSeconds` (its
/// step's time); the others are `null`. Formulas: docs/ANALYSIS.md.
public enum TimedWalkAnalyzer {
    /// Summarises the step result of a timed-walk trial or turn.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let trial = step.results.lazy.compactMap { item -> TimedWalkResult? in
            if let trial = item.typed(as: TimedWalkResult.self) { return trial }
            return nil
        }.first
        let duration = trial?.duration ?? step.endDate.timeIntervalSince(step.startDate)
        summary.set("durationSeconds", max(0, duration), .seconds)
        summary.set("timeLimitSeconds", trial?.timeLimit, .seconds)
        summary.set("distanceRequestedMeters", trial?.distanceInMeters, .meters)
        summary.set("distanceMeters", trial?.distanceWalked, .meters)
        summary.set("speed", trial.flatMap { $0.duration > 0 ? $0.distanceWalked / $0.duration : nil }, .metersPerSecond)
        summary.set("locationFixCount", trial.map { Double($0.locationFixCount) }, .count)
        summary.set("reachedDistance", trial.map { $0.distanceWalked >= $0.distanceInMeters ? 1 : 0 }, .count)
        if let trial, trial.locationFixCount < 2 {
            warnings.append("\(trial.identifier): \(trial.locationFixCount) usable location fixes: the distance walked is unknown (0)")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
