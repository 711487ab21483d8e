import ActiveTasks
import Foundation
import PredefinedTasks
import JSONValues

/// The sessions of a study file (`study.json`'s `"sessions"` key): which tasks a participant
/// runs, when, and on which days after enrolment.
///
/// The study file's other keys (identifier, site, participants, visits) belong to `Study`; only
/// `sessions` is read here.
public struct StudySchedule: Sendable, Equatable {
    /// The schedule and every problem found; `schedule` is `nil` when any problem is an error.
    public struct Outcome: Sendable {
        /// The schedule, when it has no errors.
        public var schedule: StudySchedule?
        /// Every error and warning, in document order.
        public var issues: [TaskIssue]
    }

    /// The sessions, in the file's order.
    public var sessions: [StudySession]

    /// Creates a schedule.
    /// - Parameter sessions: The sessions; their identifiers are unique.
    public init(sessions: [StudySession]) {
        self.sessions = sessions
    }

    /// The session named `identifier`.
    /// - Parameter identifier: A session's identifier.
    public func session(_ identifier: String) -> StudySession? {
        sessions.first { $0.identifier == identifier }
    }

    /// Every session's windows that open at or after `from` and no later than `through`, in order.
    /// - Parameters:
    ///   - enrolment: The participant's enrolment day.
    ///   - timeZone: The device's time zone.
    ///   - from: The earliest start.
    ///   - through: The latest start.
    public func windows(enrolledOn enrolment: CalendarDay, timeZone: TimeZone, from: Date, through: Date) -> [ScheduledWindow] {
        sessions.flatMap { $0.windows(enrolledOn: enrolment, timeZone: timeZone, from: from, through: through) }.sorted()
    }

    /// Reads the sessions of the study file at `url`; a task file's relative path becomes the
    /// absolute path it names from the study file's folder, so a run started with it names the
    /// same task.
    /// - Parameter url: A study file.
    /// - Returns: The schedule and its issues; an unreadable file is one issue with an empty path.
    public static func load(contentsOf url: URL) -> Outcome {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            return Outcome(schedule: nil, issues: [TaskIssue(path: "", "\(reason); check the path and its permissions")])
        }
        var outcome = load(json: Array(data))
        guard var schedule = outcome.schedule else { return outcome }
        let folder = url.deletingLastPathComponent()
        for (sessionIndex, session) in schedule.sessions.enumerated() {
            for (taskIndex, task) in session.tasks.enumerated() where PredefinedTask(rawValue: task.task) == nil && !task.task.hasPrefix("/") {
                schedule.sessions[sessionIndex].tasks[taskIndex].task = folder.appendingPathComponent(task.task).standardizedFileURL.path
            }
        }
        outcome.schedule = schedule
        return outcome
    }

    /// Reads the sessions of study JSON.
    /// - Parameter json: The study file's bytes, UTF-8.
    /// - Returns: The schedule and its issues.
    public static func load(json: [UInt8]) -> Outcome {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            return Outcome(schedule: nil, issues: [TaskIssue(path: "", "malformed JSON at \(error)")])
        }
        let log = IssueLog()
        for path in JSONValue.duplicateKeyPaths(in: root, at: "") {
            log.error(path, "is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
        }
        guard let reader = JSONObjectReader.make(root, path: "", log: log, registry: .core) else {
            return Outcome(schedule: nil, issues: log.issues)
        }
        guard let elements = reader.objects("sessions") else {
            if reader.value("sessions") == nil {
                log.error("sessions", "missing; list the study's sessions, e.g. [{\"identifier\": \"morning\", …}] (docs/STUDY.md)")
            }
            return Outcome(schedule: nil, issues: log.issues)
        }
        if elements.isEmpty { log.error("sessions", "is empty; list at least one session") }
        var sessions: [StudySession] = []
        var seen: Set<String> = []
        for element in elements {
            guard let session = StudySession(reader: element) else { continue }
            guard seen.insert(session.identifier).inserted else {
                log.error(element.path(of: "identifier"), "\"\(session.identifier)\" names an earlier session too; give each session its own identifier")
                continue
            }
            sessions.append(session)
        }
        return Outcome(schedule: log.hasErrors ? nil : StudySchedule(sessions: sessions), issues: TaskIssue.inDocumentOrder(log.issues))
    }
}
