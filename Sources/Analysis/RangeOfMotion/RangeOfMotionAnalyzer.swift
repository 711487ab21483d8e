import ActiveTasks
import TaskFamilies

/// Summary of a range-of-motion step from its `rangeOfMotion` result: ResearchKit's five angles.
///
/// Keys: `startDegrees`, `finishDegrees`, `minimumDegrees`, `maximumDegrees`, `rangeDegrees`
/// (`null` without a result). Formulas and references: docs/ANALYSIS.md.
public enum RangeOfMotionAnalyzer {
    /// Summarises the step result of a range-of-motion step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let result = step.results.lazy.compactMap { item -> RangeOfMotionResult? in
            if let result = item.typed(as: RangeOfMotionResult.self) { return result }
            return nil
        }.first
        summary.set("startDegrees", result?.start, .degrees)
        summary.set("finishDegrees", result?.finish, .degrees)
        summary.set("minimumDegrees", result?.minimum, .degrees)
        summary.set("maximumDegrees", result?.maximum, .degrees)
        summary.set("rangeDegrees", result?.range, .degrees)
        if let result, result.sampleCount == 0 {
            warnings.append("\(result.identifier): no gyroscope sample reached the orientation filter: every angle is 0")
        } else if result == nil {
            warnings.append("\(step.identifier): no rangeOfMotion result: the run stopped before the step ended")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
