import ActiveTasks
import Foundation
import RecordingFormat
import Schedule
import Study
import TestSupport
import Testing

/// The units `schedule install` writes: names escaped as `systemd-escape` escapes them, text that
/// `systemd-analyze verify --user` accepts without a warning, and values that cannot be written
/// safely refused.
@Suite(.timeLimit(.minutes(1))) struct SessionUnitsTests {
    private static let morning = StudySession(
        identifier: "morning", tasks: [SessionTask(task: "shortWalk", settings: ["numberOfStepsPerLeg=10"]), SessionTask(task: "/srv/study/tap 1.json")],
        start: TimeOfDay(hour: 8, minute: 0), duration: 7200, grace: 900, repetition: .weekdays([1, 4]), lastDay: 27)

    private func context(in folder: URL, participant: String = "P-001") -> UnitContext {
        UnitContext(participant: participant, studyFile: "/srv/study/study 100%.json", enrolment: CalendarDay("2026-11-02")!,
                    timeZone: TimeZone(identifier: "Europe/Berlin")!, stateFolder: folder.appendingPathComponent("state").path,
                    resultsFolder: folder.appendingPathComponent("results").path,
                    executable: folder.appendingPathComponent("activetask").path,
                    kioskSession: folder.appendingPathComponent("activetask-kiosk-session").path)
    }

    @Test(arguments: ["P001", "anne-marie", "über", ".hidden", "a b", "x:y_z.1", "tab\tbed", "50%$"])
    func namesAreEscapedAsSystemdEscapes(_ text: String) async throws {
        let systemd = try await SystemdTool.run("systemd-escape", ["--", text])
        #expect(systemd.status == 0)
        #expect(UnitName.escape(text) == systemd.stdout.trimmingCharacters(in: .newlines))
    }

    @Test func aSlashIsEscapedSoTheParticipantAndSessionStaySeparate() {
        #expect(UnitName.escape("a/b") == "a\\x2fb")
        #expect(UnitName.stem(participant: "a/b", session: "c") != UnitName.stem(participant: "a", session: "b/c"))
        #expect(UnitName.stem(participant: "a-b", session: "c") == "activetask-schedule-a\\x2db-c")
    }

    @Test func systemdVerifiesTheUnitsWithoutAWarning() async throws {
        let folder = try TemporaryDirectory(prefix: "units")
        for program in ["activetask", "activetask-kiosk-session"] {
            let url = folder.url.appendingPathComponent(program)
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        let units = try SessionUnits(session: Self.morning, context: context(in: folder.url))
        #expect(units.timerName == "activetask-schedule-P\\x2d001-morning.timer")
        let unitFolder = folder.url.appendingPathComponent("user")
        _ = try UnitDirectory(url: unitFolder).install([(units.timerName, units.timer), (units.serviceName, units.service)], force: false)
        let runtime = folder.url.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let verify = try await SystemdTool.run("/usr/bin/env", ["XDG_RUNTIME_DIR=\(runtime.path)", "systemd-analyze", "verify", "--user",
                                                          unitFolder.appendingPathComponent(units.timerName).path,
                                                          unitFolder.appendingPathComponent(units.serviceName).path])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.isEmpty, "\(verify.stderr)")
    }

    @Test func theServiceRunsEachTaskInTheKioskWithItsSession() throws {
        let units = try SessionUnits(session: Self.morning, context: context(in: URL(fileURLWithPath: "/srv/board")))
        let lines = units.service.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(SessionUnits.marker) == true)
        #expect(lines.contains("Description=activetask: session morning of participant P-001, in the kiosk"))
        #expect(lines.contains("""
            ExecCondition=/srv/board/activetask schedule due --study "/srv/study/study 100%%.json" --participant P-001 \
            --enrolled 2026-11-02 --time-zone Europe/Berlin --session morning
            """))
        #expect(lines.filter { $0.hasPrefix("ExecStart=") } == [
            "ExecStart=/usr/bin/env ACTIVETASK=/srv/board/activetask ACTIVETASK_TASK=shortWalk ACTIVETASK_RESULTS=/srv/board/results/morning "
                + "\"ACTIVETASK_STUDY=/srv/study/study 100%%.json\" \"ACTIVETASK_KIOSK_FLAGS=--session morning --state /srv/board/state --participant P-001 --set numberOfStepsPerLeg=10\" /srv/board/activetask-kiosk-session",
            "ExecStart=/usr/bin/env ACTIVETASK=/srv/board/activetask \"ACTIVETASK_TASK=/srv/study/tap 1.json\" ACTIVETASK_RESULTS=/srv/board/results/morning "
                + "\"ACTIVETASK_STUDY=/srv/study/study 100%%.json\" \"ACTIVETASK_KIOSK_FLAGS=--session morning --state /srv/board/state --participant P-001\" /srv/board/activetask-kiosk-session",
        ])
        #expect(lines.contains("TimeoutStartSec=8100"), "the window and its grace")
        #expect(units.timer.contains("OnCalendar=Mon,Thu 2026-11-02..29 08:00:00 Europe/Berlin\nPersistent=true\n"))
        #expect(units.timer.contains("Unit=\(units.serviceName)\n"))
    }

    @Test func theKioskSessionScriptGivesTheKioskTheStudyAsOneWord() async throws {
        let folder = try TemporaryDirectory(prefix: "kiosk-session-study")
        let fake = folder.url.appendingPathComponent("activetask"), arguments = folder.url.appendingPathComponent("arguments")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(arguments.path)'\nexit 3\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let session = try ChildProcess(
            executable: ProjectPaths.root.appendingPathComponent("deploy/activetask-kiosk-session").path, arguments: [],
            logDirectory: folder.url, name: "session",
            environment: ["ACTIVETASK": fake.path, "ACTIVETASK_TASK": "shortWalk", "ACTIVETASK_RESULTS": folder.url.appendingPathComponent("results").path,
                          "ACTIVETASK_STUDY": "/srv/study/study 100%.json", "ACTIVETASK_KIOSK_FLAGS": "--session morning --participant P-001"])
        #expect(await session.exitStatus(timeout: 30) == 3, "the kiosk's status: \(session.stderr)")
        let words = try String(contentsOf: arguments, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words.prefix(3) == ["kiosk", "shortWalk", "--output"], "\(words)")
        #expect(Array(words.dropFirst(4)) == ["--study", "/srv/study/study 100%.json", "--session", "morning", "--participant", "P-001"], "\(words)")
    }

    @Test func eachSessionsRunsGoToAFolderNamedSafelyAfterIt() throws {
        var nested = Self.morning
        nested.identifier = "../week/1"
        let units = try SessionUnits(session: nested, context: context(in: URL(fileURLWithPath: "/srv/board")))
        #expect(units.service.contains(" ACTIVETASK_RESULTS=/srv/board/results/___week_1 "), "\(units.service)")
        #expect(units.timerName == "activetask-schedule-P\\x2d001-\\x2e.\\x2fweek\\x2f1.timer", "a leading dot is escaped too")
    }

    @Test func valuesAUnitCannotHoldAreRefusedByName() {
        let folder = URL(fileURLWithPath: "/srv/board")
        #expect(throws: ActivetaskError.self) { try SessionUnits(session: Self.morning, context: context(in: folder, participant: "P1\nExecStart=/bin/sh")) }
        var spaced = Self.morning
        spaced.tasks = [SessionTask(task: "shortWalk", settings: ["handOptions=left hand"])]
        do {
            _ = try SessionUnits(session: spaced, context: context(in: folder))
            Issue.record("a flag with a space was written")
        } catch {
            #expect(error.message.hasPrefix("\"handOptions=left hand\" cannot be passed to the kiosk session"))
        }
        #expect(throws: ActivetaskError.self) {
            try SessionUnits(session: Self.morning, context: context(in: folder, participant: String(repeating: "p", count: 240)))
        }
    }
}
