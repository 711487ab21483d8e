import ActiveTasks
import TaskFamilies

/// The `holePeg` kind: a step's `HolePegResult`, summarised by `HolePegAnalyzer`.
enum HolePegAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.holePeg
    static let resultType: (any TypedResult.Type)? = HolePegResult.self
    static let stepTypes = ["holePeg"]
    static let source = "a hole-peg task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        HolePegAnalyzer.analyze(step)
    }
}
