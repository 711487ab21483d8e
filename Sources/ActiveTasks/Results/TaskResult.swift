import Foundation
import RecordingFormat

/// The result of one run of a task: every step visit in order and the task-spanning recordings.
public struct TaskResult: Sendable, Equatable, Codable {
    /// How the run ended.
    public enum Status: String, Sendable, Codable {
        /// Still running (only in restoration data).
        case running
        /// The task reached its end or `exit`.
        case completed
        /// The participant cancelled.
        case cancelled
    }

    /// Identifies this run.
    public var taskRunUUID: UUID
    /// The task's identifier.
    public var identifier: String
    /// How the run ended.
    public var status: Status
    /// When the run started.
    public var startDate: Date
    /// When the run ended; `nil` while running.
    public var endDate: Date?
    /// Every step visit in order; revisited steps' earlier results are marked `isPrevious`.
    public var stepHistory: [StepResult]
    /// Results of task-level recorders (file and error results).
    public var asyncResults: [ResultItem]

    /// Creates a task result.
    /// - Parameters:
    ///   - taskRunUUID: Identifies the run.
    ///   - identifier: The task's identifier.
    ///   - status: How the run ended.
    ///   - startDate: When it started.
    ///   - endDate: When it ended.
    ///   - stepHistory: The step visits.
    ///   - asyncResults: Task-level recorder results.
    public init(taskRunUUID: UUID = UUID(), identifier: String, status: Status = .running, startDate: Date,
                endDate: Date? = nil, stepHistory: [StepResult] = [], asyncResults: [ResultItem] = []) {
        self.taskRunUUID = taskRunUUID
        self.identifier = identifier
        self.status = status
        self.startDate = startDate
        self.endDate = endDate
        self.stepHistory = stepHistory
        self.asyncResults = asyncResults
    }

    /// The latest answer stored under `identifier` (ignoring superseded visits), if any.
    /// - Parameter identifier: A question step's or form item's identifier.
    public func latestAnswer(_ identifier: String) -> AnswerValue? {
        for step in stepHistory.reversed() where !step.isPrevious {
            if let answer = step.answer(identifier) { return answer }
        }
        return nil
    }

    /// An encoder for results: ISO 8601 dates with milliseconds, sorted keys, pretty printed.
    public static func makeEncoder() -> JSONEncoder {
        ResultJSON.encoder()
    }

    /// A decoder for results written by `makeEncoder()`.
    public static func makeDecoder() -> JSONDecoder {
        ResultJSON.decoder()
    }
}
