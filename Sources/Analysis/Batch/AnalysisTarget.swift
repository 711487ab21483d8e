import ActiveTasks
import Foundation
import RecordingFormat

/// What one entry of the output analyses: one step of a task (or a whole folder of chunks), the
/// kind it gets, its chunk files and the results of its step that the kind reads.
struct AnalysisTarget: Sendable {
    /// The step's identifier, or `nil` for a folder of chunks that no task wrote.
    var step: String?
    /// The analysis, or `nil` when none can be chosen (the entry then carries `error`).
    var kind: AnalysisKind?
    /// The chunk files of this step (or folder), in recorded order.
    var files: [URL]
    /// The file results listing `files`, by path (`URL.path`), whose size and SHA-256 each chunk
    /// is checked against as it is read; empty for a folder of chunks that no task wrote.
    var listed: [String: FileResult] = [:]
    /// The step's result in `taskResult.json`, when a task wrote the folder.
    var stepResult: StepResult?
    /// The run's current step results (neither superseded nor skipped), for a step compared with
    /// others of its run (trail B with trail A).
    var runSteps: [StepResult] = []
    /// The run's scores, for the `scores` entry.
    var scores: [ScoreResult] = []
    /// Sentences about how the target was chosen (a kind guessed, targets assumed).
    var warnings: [String] = []
    /// The sensor's or the body's height, for the gait's stride lengths and speeds.
    var body = BodyMeasures()
    /// Why the target cannot be analysed, or `nil`.
    var error: ActivetaskError?
}
