import ActiveTasks
import Foundation

/// One line of the adherence journal: a run of one of a session's tasks, as `run` or `kiosk`
/// with `--session ID` record it when the run ends.
///
/// Written as one JSON object per line (`schedule-journal.jsonl` in the state folder), keys
/// sorted, dates ISO 8601 in UTC with milliseconds (docs/STUDY.md, The journal).
public struct SessionRunRecord: Sendable, Equatable, Codable {
    /// The session's identifier (`--session`).
    public var session: String
    /// The task as `run` or `kiosk` was given it: a predefined name or a task file's path.
    public var task: String
    /// How the run ended: only `completed` runs count for adherence.
    public var status: TaskResult.Status
    /// When the run started.
    public var startDate: Date
    /// When the run ended.
    public var endDate: Date
    /// The run's folder, absolute.
    public var result: String

    /// Creates a record.
    /// - Parameters:
    ///   - session: The session's identifier.
    ///   - task: The task as given.
    ///   - status: How the run ended.
    ///   - startDate: When it started.
    ///   - endDate: When it ended.
    ///   - result: Its folder.
    public init(session: String, task: String, status: TaskResult.Status, startDate: Date, endDate: Date, result: String) {
        self.session = session
        self.task = task
        self.status = status
        self.startDate = startDate
        self.endDate = endDate
        self.result = result
    }
}
