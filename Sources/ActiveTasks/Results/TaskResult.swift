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
        /// A required recorder failed; `error` says which, on which device and file.
        case failed
        /// The run stopped before its end (Esc, SIGINT, SIGTERM, SIGHUP) and can be resumed
        /// (`activetask run --resume`) at `resumePath`'s last step.
        case saved
        /// The run stopped on a signal at a moment its place could not be saved (before its first
        /// step or while a step was ending); every chunk is listed, and a resumed run starts again
        /// from the first step.
        case interrupted
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
    /// Why a `failed` run failed.
    public var error: ErrorResult?
    /// What was run: the tool's version, the task file's SHA-256, the parameters and the devices;
    /// `nil` in results written before it was recorded and in runs made through the library alone.
    public var provenance: RunProvenance?
    /// The task's scores, computed from the answers when the run completed; `nil` for a task that
    /// declares none and for a run that did not complete.
    public var scores: [ScoreResult]?
    /// In a `saved` run: the identifiers of the visited steps back navigation returns through,
    /// the step that was interrupted last; a resumed run starts that step again.
    public var resumePath: [String]?
    /// In a `saved` run: the answers given to the interrupted step's questions before it stopped (a
    /// form part-way); a resumed run keeps them and asks its first question without one.
    public var resumeAnswers: [AnswerResult]?
    /// The BCP 47 tag of the language the task's texts were shown in (`--language`, or the
    /// task's default language); `nil` in results written before it was recorded.
    public var language: String?
    /// The participant's pseudonymous id (`--participant`, or typed on the kiosk's enrolment screen).
    public var participantIdentifier: String?
    /// The study visit the run belongs to (`--visit`).
    public var visit: String?
    /// The site the run was made at (`--site`, or the study's).
    public var site: String?
    /// The device that made the run: `--device-id`, the study's, or a hash of the machine id.
    public var deviceIdentifier: String?
    /// When each spoken cue and tone of the run sounded, in seconds since the recording zero;
    /// `nil` when the run spoke nothing (`--speech off`, or a task without cues).
    public var spokenCues: [SpokenCueRecord]?

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
    /// - Parameter registry: The registry whose result types (`StepRegistry.registerResult(_:)`)
    ///   the decoder reads; a `resultType` it does not know is a decoding error naming the known ones.
    public static func makeDecoder(registry: StepRegistry) -> JSONDecoder {
        let decoder = ResultJSON.decoder()
        decoder.userInfo[ResultItem.resultTypesKey] = registry.resultTypes
        return decoder
    }
}
