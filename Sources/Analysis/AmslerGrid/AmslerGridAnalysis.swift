import ActiveTasks
import TaskFamilies

/// The `amslerGrid` kind: a step's `AmslerGridResult`, summarised by `AmslerGridAnalyzer`.
enum AmslerGridAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.amslerGrid
    static let resultType: (any TypedResult.Type)? = AmslerGridResult.self
    static let stepTypes = ["amslerGrid"]
    static let source = "an Amsler grid task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        AmslerGridAnalyzer.analyze(step)
    }
}
