import ActiveTasks
import TaskFamilies

/// The `towerOfHanoi` kind: a step's `TowerOfHanoiResult`, summarised by `TowerOfHanoiAnalyzer`.
enum TowerOfHanoiAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.towerOfHanoi
    static let resultType: (any TypedResult.Type)? = TowerOfHanoiResult.self
    static let stepTypes = ["towerOfHanoi"]
    static let source = "a Tower of Hanoi task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        TowerOfHanoiAnalyzer.analyze(step)
    }
}
