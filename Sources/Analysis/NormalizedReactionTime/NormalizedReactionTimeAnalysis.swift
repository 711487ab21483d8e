import ActiveTasks
import TaskFamilies

/// The `normalizedReactionTime` kind: a step's `NormalizedReactionTimeResult`, summarised by `NormalizedReactionTimeAnalyzer`.
enum NormalizedReactionTimeAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.normalizedReactionTime
    static let resultType: (any TypedResult.Type)? = NormalizedReactionTimeResult.self
    static let stepTypes = ["normalizedReactionTime"]
    static let source = "a touch reaction-time task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        NormalizedReactionTimeAnalyzer.analyze(step)
    }
}
