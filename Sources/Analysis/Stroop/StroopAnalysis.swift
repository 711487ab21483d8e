import ActiveTasks
import TaskFamilies

/// The `stroop` kind: a step's `StroopResult`, summarised by `StroopAnalyzer`.
enum StroopAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.stroop
    static let resultType: (any TypedResult.Type)? = StroopResult.self
    static let stepTypes = ["stroop"]
    static let source = "a Stroop task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        StroopAnalyzer.analyze(step)
    }
}
