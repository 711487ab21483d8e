import ActiveTasks
import TaskFamilies

/// The `rangeOfMotion` kind: a step's `RangeOfMotionResult`, summarised by `RangeOfMotionAnalyzer`.
enum RangeOfMotionAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.rangeOfMotion
    static let resultType: (any TypedResult.Type)? = RangeOfMotionResult.self
    static let stepTypes = ["rangeOfMotion"]
    static let source = "a range-of-motion task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        RangeOfMotionAnalyzer.analyze(step)
    }
}
