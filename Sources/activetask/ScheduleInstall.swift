import ActiveTasks
import ArgumentParser
import Foundation
import RecordingFormat
import Schedule
import Upload

/// `activetask schedule install --study study.json --participant ID --enrolled DAY`: writes the
/// participant's systemd user units, a timer and a service per session.
struct ScheduleInstall: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write a timer and a service per session of the study for a participant into the systemd user unit folder.",
        discussion: """
            Each timer elapses when its session's window opens (OnCalendar= in the time zone, Persistent=true); its \
            service runs each of the session's tasks in the kiosk (the kiosk session script, as activetask-kiosk.service \
            does) with --session, so runs are journalled, and only while a window or its grace is open. Files are written \
            mode 0644 and printed as `written PATH` (or `replaced`, `unchanged`); an identical file is left alone; a different file is kept unless \
            --force; this participant's units of sessions no longer in the study are deleted. Then run \
            `systemctl --user daemon-reload` and enable the timers (the command is printed).
            """
    )

    @OptionGroup var options: ScheduleOptions

    @OptionGroup var units: UnitFolderOptions

    @Option(help: ArgumentHelp("The folder the runs are written under, one folder per session (default: STATE/results/PARTICIPANT).",
                               valueName: "DIR"))
    var results: String?

    @Option(name: .customLong("kiosk-session"), help: ArgumentHelp("The installed kiosk session script (deploy/activetask-kiosk-session).",
                                                                    valueName: "PATH"))
    var kioskSession = "/usr/local/lib/activetask/activetask-kiosk-session"

    @Option(help: ArgumentHelp("The activetask executable the units start (default: this one).", valueName: "PATH"))
    var activetask: String?

    @Flag(name: .customLong("dry-run"), help: "Print the units instead of writing them.")
    var dryRun = false

    @Flag(help: "Replace unit files that hold something else.")
    var force = false

    func validate() throws {
        for (flag, path) in [("--kiosk-session", kioskSession), ("--activetask", activetask ?? "/")] where !path.hasPrefix("/") {
            throw ValidationError("\(flag) \(path) is not an absolute path; systemd starts programs by absolute path")
        }
    }

    func run() throws {
        let schedule = try options.schedule()
        for session in schedule.sessions {
            for task in session.tasks { _ = try TaskOptions.load(task.task, settings: task.settings) }
        }
        let folder = units.folder
        let context = UnitContext(
            participant: options.participant, studyFile: options.studyFile.path, enrolment: options.enrolment, timeZone: options.timeZone,
            stateFolder: options.stateFolder.path,
            resultsFolder: results.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
                ?? options.stateFolder.appendingPathComponent("results").appendingPathComponent(SafeFileName.from(options.participant)).path,
            executable: activetask ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, kioskSession: kioskSession)
        var files: [(name: String, text: String)] = []
        do {
            for session in schedule.sessions {
                let units = try SessionUnits(session: session, context: context)
                files += [(units.timerName, units.timer), (units.serviceName, units.service)]
            }
        } catch {
            printError("\(options.study): \(error.message)")
            throw ExitCode.failure
        }
        if dryRun {
            for file in files { print("# \(folder.url.appendingPathComponent(file.name).path)\n\(file.text)") }
            return
        }
        do {
            let changes = try folder.install(files, force: force)
            for (file, change) in zip(files, changes) { print("\(change.rawValue) \(folder.url.appendingPathComponent(file.name).path)") }
            let stale = try folder.remove(startingWith: UnitName.participantPrefix(options.participant), keeping: Set(files.map(\.name)))
            for name in stale { print("removed \(folder.url.appendingPathComponent(name).path)") }
        } catch {
            printError("error: \(error.message)")
            throw ExitCode.failure
        }
        let timers = files.map(\.name).filter { $0.hasSuffix(".timer") }
        print("enable them: systemctl --user daemon-reload && systemctl --user enable --now \(ShellWords.quoted(timers))")
    }
}
