import ActiveTasks
import RecordingFormat

/// A kind of analysis made from a step's own result in `taskResult.json` (a Stroop step's trials),
/// not from chunks.
protocol StepResultAnalysis: KindAnalysis {
    /// What the folder must be the output of, for the error when it has none ("a Stroop task").
    static var source: String { get }
    /// Summarises the step.
    /// - Parameters:
    ///   - step: The step's result.
    ///   - target: The target, for what the step is compared with (the run's other steps).
    static func analyze(_ step: StepResult, in target: AnalysisTarget) -> AnalysisResult
}

extension StepResultAnalysis {
    /// Analyses the target's step result; a folder without a task result is an error naming
    /// the task the kind needs.
    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        guard let step = target.stepResult else {
            throw ActivetaskError(.nothingToAnalyse, "\(kind) analysis needs the taskResult.json of \(source); this folder has none")
        }
        return (analyze(step, in: target), [])
    }
}
