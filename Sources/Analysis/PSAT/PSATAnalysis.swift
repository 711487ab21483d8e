import ActiveTasks
import TaskFamilies

/// The `psat` kind: a step's `PSATResult`, summarised by `PSATAnalyzer`.
enum PSATAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.psat
    static let resultType: (any TypedResult.Type)? = PSATResult.self
    static let stepTypes = ["psat"]
    static let source = "a PSAT task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        PSATAnalyzer.analyze(step)
    }
}
