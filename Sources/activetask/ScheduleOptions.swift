import ActiveTasks
import ArgumentParser
import Foundation
import RecordingFormat
import Schedule
import Study
import Upload

/// The study file, participant, enrolment day, time zone and state folder the `schedule`
/// subcommands that place windows share.
struct ScheduleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The study file whose \"sessions\" are scheduled (docs/STUDY.md).", valueName: "study.json"))
    var study: String

    @Option(help: ArgumentHelp("The participant the schedule is for.", valueName: "ID"))
    var participant: String

    @Option(help: ArgumentHelp("The participant's enrolment day, day 0 of every session's startDay and endDay.", valueName: "yyyy-MM-dd"))
    var enrolled: String

    @Option(name: .customLong("time-zone"),
            help: ArgumentHelp("The tz database zone the windows' times of day are in (default: the device's, /etc/localtime).",
                               valueName: "ZONE"))
    var timeZoneName: String?

    @Option(help: ArgumentHelp("The folder of the adherence journal (default: $XDG_STATE_HOME/activetask).", valueName: "DIR"))
    var state: String?

    func validate() throws {
        guard CalendarDay(enrolled) != nil else { throw ValidationError("--enrolled \(enrolled) is not a day; write yyyy-MM-dd, e.g. 2026-11-02") }
        if let timeZoneName, TimeZone(identifier: timeZoneName) == nil {
            throw ValidationError("--time-zone \(timeZoneName) is not a time zone; give a tz database name, e.g. Europe/Berlin")
        }
        if participant.isEmpty { throw ValidationError("--participant is empty; give the participant's identifier") }
    }

    /// The enrolment day.
    var enrolment: CalendarDay { CalendarDay(enrolled)! }

    /// The time zone the windows are placed in.
    var timeZone: TimeZone { timeZoneName.flatMap(TimeZone.init(identifier:)) ?? .current }

    /// The state folder, absolute.
    var stateFolder: URL {
        state.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? XDGFolder.state.url().appendingPathComponent("activetask")
    }

    /// The study file, absolute.
    var studyFile: URL { URL(fileURLWithPath: study).standardizedFileURL }

    /// The study's schedule; its problems go to standard error, one line each, naming the file.
    /// - Throws: `ExitCode.failure` when the sessions have errors.
    func schedule() throws -> StudySchedule {
        let outcome = StudySchedule.load(contentsOf: studyFile)
        for issue in outcome.issues { printError(issue.line(in: study)) }
        guard let schedule = outcome.schedule else { throw ExitCode.failure }
        return schedule
    }

    /// The session `identifier` of `schedule`.
    /// - Throws: `ExitCode.failure` after naming the sessions there are.
    func session(_ identifier: String, in schedule: StudySchedule) throws -> StudySession {
        guard let session = schedule.session(identifier) else {
            printError("\(study): no session \"\(identifier)\"; the sessions are \(schedule.sessions.map(\.identifier).joined(separator: ", "))")
            throw ExitCode.failure
        }
        return session
    }

    /// `--at TIME` as a date, or now.
    /// - Throws: `ValidationError` when the text is no ISO 8601 time.
    static func date(_ text: String?) throws -> Date {
        guard let text else { return Date() }
        guard let date = DateText.date(from: text), text.count > 10 else {
            throw ValidationError("--at \(text) is not a time; write ISO 8601 with its zone, e.g. 2026-11-02T08:30:00Z")
        }
        return date
    }
}
