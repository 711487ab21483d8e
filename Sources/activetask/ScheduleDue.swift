import ActiveTasks
import ArgumentParser
import Foundation
import RecordingFormat
import Study

/// `activetask schedule due --session ID`: whether a window of the session (or its grace) is
/// open now; the schedule's services run it as their `ExecCondition=`.
struct ScheduleDue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Exit 0 when a window of the session, or its grace, is open now; 1 (and say when the next opens, in the time zone) when not.",
        discussion: """
            The schedule's services run it as ExecCondition=, so a timer that catches up after the board was off \
            (Persistent=true) starts the kiosk only while a run can still count.
            """
    )

    @OptionGroup var options: ScheduleOptions

    @Option(help: ArgumentHelp("The session's identifier.", valueName: "ID"))
    var session: String

    @Option(help: ArgumentHelp("Decide as at this time instead of now (ISO 8601 with its zone).", valueName: "TIME"))
    var at: String?

    func validate() throws {
        _ = try ScheduleOptions.date(at)
    }

    func run() throws {
        let found = try options.session(session, in: try options.schedule())
        let now = try ScheduleOptions.date(at)
        let recent = found.windows(enrolledOn: options.enrolment, timeZone: options.timeZone,
                                   from: now.addingTimeInterval(-TimeInterval(StudySession.longestSpan)), through: now)
        let local = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: options.timeZone)
        if let open = recent.last(where: { $0.graceEnd >= now }) {
            print("session \(session) is open until \(local.format(open.end)) (grace until \(local.format(open.graceEnd)))")
            return
        }
        let next = found.windows(enrolledOn: options.enrolment, timeZone: options.timeZone, after: now, count: 1).first
        print("session \(session) is not open; " + (next.map { "the next window opens at \(local.format($0.start))" } ?? "it has no more windows"))
        throw ExitCode.failure
    }
}
