import ActiveTasks
import TaskFamilies

/// The `reactionTime` kind: a step's `ReactionTimeResult`, summarised by `ReactionTimeAnalyzer`.
enum ReactionTimeAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.reactionTime
    static let resultType: (any TypedResult.Type)? = ReactionTimeResult.self
    static let stepTypes = ["reactionTime"]
    static let source = "a reaction-time task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        ReactionTimeAnalyzer.analyze(step)
    }
}
