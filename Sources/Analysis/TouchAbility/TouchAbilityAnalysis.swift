import ActiveTasks
import TaskFamilies

/// The `touchAbility` kind: a step's `TouchAbilityResult`, summarised by `TouchAbilityAnalyzer`.
enum TouchAbilityAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.touchAbility
    static let resultType: (any TypedResult.Type)? = TouchAbilityResult.self
    static let stepTypes = ["touchAbility"]
    static let source = "a touch-ability task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        TouchAbilityAnalyzer.analyze(step)
    }
}
