import ActiveTasks
import Foundation

/// The output for one analysed step of a task (or one `record` folder): its summary, or the
/// reason it failed.
public struct AnalysisEntry: Sendable, Equatable {
    /// The recording's path as discovered (the task output folder, for a task's step).
    public var path: String
    /// The task's identifier, or `nil` for a folder of chunks that no task wrote.
    public var task: String?
    /// The task run's UUID, or `nil` for a folder of chunks that no task wrote.
    public var taskRunUUID: UUID?
    /// The participant the run recorded (`participantIdentifier`), or `nil`.
    public var participant: String?
    /// The visit the run recorded, or `nil`.
    public var visit: String?
    /// The step's identifier, or `nil` for a folder of chunks that no task wrote.
    public var step: String?
    /// The step's type in the task (`walking`, `timedWalk`, `active`), or `nil` when no task
    /// result says it; `--group-by` pools only entries of one kind and step type.
    public var stepType: String?
    /// The analysis applied, or `nil` when none could be chosen.
    public var kind: AnalysisKind?
    /// The summary, or `nil` when the step or recording failed.
    public var summary: AnalysisSummary?
    /// Sentences about skipped or missing data.
    public var warnings: [String]
    /// Why the step or recording could not be analysed, or `nil`.
    public var error: String?

    /// Creates an entry.
    public init(path: String, task: String? = nil, taskRunUUID: UUID? = nil, participant: String? = nil, visit: String? = nil,
                step: String? = nil, stepType: String? = nil, kind: AnalysisKind?, summary: AnalysisSummary?, warnings: [String] = [],
                error: String? = nil) {
        self.path = path
        self.task = task
        self.taskRunUUID = taskRunUUID
        self.participant = participant
        self.visit = visit
        self.step = step
        self.stepType = stepType
        self.kind = kind
        self.summary = summary
        self.warnings = warnings
        self.error = error
    }
}
