import ActiveTasks
import Foundation
import RecordingFormat
import Study

/// The systemd user units of one participant's session: a `.timer` that elapses when each window
/// opens, and the `.service` it starts, which runs each of the session's tasks in the kiosk
/// (`deploy/activetask-kiosk-session`, as `activetask-kiosk.service` does) with `--session`, so
/// the runs are written to the adherence journal.
///
/// The timer is `Persistent=true`: a window missed while the board was off starts the service
/// when the board is back. The service's `ExecCondition=` runs `activetask schedule due`, so it
/// starts the kiosk only while a window (or its grace) is open, and its `TimeoutStartSec=` (the
/// window's length and grace) stops the kiosk, which saves the run, when no more run can count.
package struct SessionUnits: Sendable, Equatable {
    /// The first line of every unit `schedule install` writes; `remove` deletes only files that
    /// start with it.
    package static let marker = "# Written by `activetask schedule install`"

    /// The timer's file name, `activetask-schedule-P001-morning.timer`.
    package var timerName: String
    /// The service's file name, `activetask-schedule-P001-morning.service`.
    package var serviceName: String
    /// The timer unit's text.
    package var timer: String
    /// The service unit's text.
    package var service: String

    /// The units of `session` for the participant and places in `context`.
    /// - Parameters:
    ///   - session: The session.
    ///   - context: The participant, study file, folders and programs.
    /// - Throws: `ActivetaskError(.unitValue)` naming the value when it cannot be written into a
    ///   unit: a control character anywhere, a space or `*?[` in a kiosk flag (the kiosk session
    ///   splits its flags on spaces), or a name longer than systemd takes.
    package init(session: StudySession, context: UnitContext) throws(ActivetaskError) {
        for value in [context.participant, session.identifier, context.studyFile] { try Self.checkPrintable(value) }
        let stem = UnitName.stem(participant: context.participant, session: session.identifier)
        guard stem.utf8.count + ".service".utf8.count <= UnitName.maximumLength else {
            throw ActivetaskError(.unitValue, "the unit name \(stem).service is longer than systemd's \(UnitName.maximumLength) bytes; "
                                  + "use shorter participant and session identifiers")
        }
        timerName = stem + ".timer"
        serviceName = stem + ".service"
        let who = "session \(session.identifier) of participant \(context.participant)"
        let description = who.replacingOccurrences(of: "%", with: "%%")
        let header = """
            \(Self.marker) for \(who) (study \(context.studyFile)).
            # `activetask schedule remove --participant \(context.participant)` deletes it; docs/STUDY.md explains it.
            """
        let calendar = session.calendarExpressions(enrolledOn: context.enrolment, timeZone: context.timeZone)
        timer = """
            \(header)
            [Unit]
            Description=activetask: opens \(description)

            [Timer]
            \(calendar.map { "OnCalendar=" + $0 }.joined(separator: "\n"))
            Persistent=true
            AccuracySec=1s
            Unit=\(serviceName)

            [Install]
            WantedBy=timers.target

            """
        let due = [context.executable, "schedule", "due", "--study", context.studyFile, "--participant", context.participant,
                   "--enrolled", context.enrolment.description, "--time-zone", context.timeZone.identifier, "--session", session.identifier]
        var starts: [String] = []
        for task in session.tasks {
            // The timer is the participant's: the kiosk records them without an enrolment screen,
            // in the study (its site recorded, its required visit asked), whose path may hold spaces.
            var flags = ["--session", session.identifier, "--state", context.stateFolder, "--participant", context.participant]
            for setting in task.settings { flags += ["--set", setting] }
            for flag in flags where flag.contains(where: { $0.isWhitespace || "*?[".contains($0) }) {
                throw ActivetaskError(.unitValue, "\"\(flag)\" cannot be passed to the kiosk session, which splits its flags on spaces; "
                                      + "use a value without spaces or *?[")
            }
            starts.append("ExecStart=" + (try Self.commandLine([
                "/usr/bin/env", "ACTIVETASK=" + context.executable, "ACTIVETASK_TASK=" + task.task,
                "ACTIVETASK_RESULTS=" + context.resultsFolder + "/" + SafeFileName.from(session.identifier),
                "ACTIVETASK_STUDY=" + context.studyFile, "ACTIVETASK_KIOSK_FLAGS=" + flags.joined(separator: " "), context.kioskSession,
            ])))
        }
        service = """
            \(header)
            [Unit]
            Description=activetask: \(description), in the kiosk

            [Service]
            Type=oneshot
            ExecCondition=\(try Self.commandLine(due))
            \(starts.joined(separator: "\n"))
            # Exit status 75: the run was saved (the participant stopped it, or the window closed).
            SuccessExitStatus=75
            TimeoutStartSec=\(session.duration + session.grace)
            UMask=0077

            """
    }

    /// `words` as a systemd command line (systemd.service(5), "Command lines"): a word with a
    /// space, quote or backslash is double-quoted with `\\` and `\"` escaped; `%` is written `%%`
    /// and `$` `$$`, so neither specifiers nor variables are expanded.
    /// - Throws: `ActivetaskError(.unitValue)` when a word holds a control character.
    static func commandLine(_ words: [String]) throws(ActivetaskError) -> String {
        var quoted: [String] = []
        for word in words {
            try checkPrintable(word)
            var text = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
            if text.isEmpty || text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == ";" }) {
                text = "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            }
            quoted.append(text)
        }
        return quoted.joined(separator: " ")
    }

    /// Throws when `value` holds a control character (a line break would start a new line of
    /// the unit).
    private static func checkPrintable(_ value: String) throws(ActivetaskError) {
        if let control = value.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw ActivetaskError(.unitValue, "\"\(value.debugDescription.dropFirst().dropLast())\" holds the control character "
                                  + "U+\(String(control.value, radix: 16, uppercase: true)), which no unit file can hold; remove it")
        }
    }
}
