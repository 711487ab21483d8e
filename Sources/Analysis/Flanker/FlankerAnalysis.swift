import ActiveTasks
import TaskFamilies

/// The `flanker` kind: a step's `FlankerResult`, summarised by `FlankerAnalyzer`.
enum FlankerAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.flanker
    static let resultType: (any TypedResult.Type)? = FlankerResult.self
    static let stepTypes = ["flanker"]
    static let source = "a flanker task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        FlankerAnalyzer.analyze(step)
    }
}
