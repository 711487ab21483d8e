import ActiveTasks
import TaskFamilies

/// The `trailMaking` kind: a step's `TrailMakingResult`, summarised by `TrailMakingAnalyzer`.
enum TrailMakingAnalysis: StepResultAnalysis {
    static let kind = AnalysisKind.trailMaking
    static let resultType: (any TypedResult.Type)? = TrailMakingResult.self
    static let stepTypes = ["trailmaking"]
    static let source = "a Trail Making task"

    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult {
        TrailMakingAnalyzer.analyze(step, run: target.runSteps.flatMap { $0.results.all(of: TrailMakingResult.self) })
    }
}
