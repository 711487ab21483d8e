import ActiveTasks
import TaskFamilies

/// The `timedWalk` kind: a step's `TimedWalkResult`, summarised by `TimedWalkAnalyzer`.
enum TimedWalkAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.timedWalk
    static let resultType: (any TypedResult.Type)? = TimedWalkResult.self
    static let stepTypes = ["timedWalk"]
    static let source = "a timed walk"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        TimedWalkAnalyzer.analyze(step)
    }
}
