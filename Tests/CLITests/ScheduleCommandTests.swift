import Foundation
import Testing
import TestSupport

/// `activetask schedule` end to end: units written, listed and removed in a unit folder of the
/// test's own; a run with `--session` journalled and counted by `status`; `due` deciding by a
/// fixed clock (`--at`).
@Suite(.timeLimit(.minutes(1))) struct ScheduleCommandTests {
    /// A study folder with a one-step task file and `study.json` of `sessions`.
    private struct Study {
        let folder: TemporaryDirectory
        var url: URL { folder.url.appendingPathComponent("study.json") }
        var units: URL { folder.url.appendingPathComponent("units") }
        var state: URL { folder.url.appendingPathComponent("state") }
        var task: URL { folder.url.appendingPathComponent("note.json") }

        init(sessions: String) throws {
            folder = try TemporaryDirectory(prefix: "schedule")
            try Data(#"{"identifier": "note", "steps": [{"type": "instruction", "identifier": "hello", "text": "Hello."}, {"type": "completion", "identifier": "done"}]}"#.utf8)
                .write(to: task)
            try write(sessions: sessions)
        }

        func write(sessions: String) throws {
            try Data(#"{"identifier": "pilot", "sessions": \#(sessions)}"#.utf8).write(to: url)
        }

        func arguments(_ subcommand: String, enrolled: String = "2026-11-02", zone: String = "Europe/Berlin") -> [String] {
            ["schedule", subcommand, "--study", url.path, "--participant", "P1", "--enrolled", enrolled, "--time-zone", zone, "--state", state.path]
        }
    }

    private static let twoSessions = """
        [{"identifier": "morning", "tasks": ["note.json", "shortWalk"], "window": {"start": "08:00", "end": "10:00"}, "repeat": "daily", "endDay": 13},
         {"identifier": "evening", "tasks": ["note.json"], "window": {"start": "19:00", "duration": 3600}, "repeat": {"weekdays": ["fri"]}, "grace": 600}]
        """

    @Test func installWritesEachSessionsUnitsOnceAndRemoveDeletesThem() async throws {
        let study = try Study(sessions: Self.twoSessions)
        let install = study.arguments("install") + ["--unit-dir", study.units.path, "--activetask", "/usr/local/bin/activetask"]
        let first = try await ActivetaskBinary.run(install)
        #expect(first.status == 0, "\(first.stderr)")
        let names = ["activetask-schedule-P1-morning.timer", "activetask-schedule-P1-morning.service",
                     "activetask-schedule-P1-evening.timer", "activetask-schedule-P1-evening.service"]
        #expect(first.stdout == names.map { "written \(study.units.path)/\($0)\n" }.joined()
                + "enable them: systemctl --user daemon-reload && systemctl --user enable --now "
                + "activetask-schedule-P1-morning.timer activetask-schedule-P1-evening.timer\n")
        let service = try String(contentsOf: study.units.appendingPathComponent(names[1]), encoding: .utf8)
        #expect(service.contains("ACTIVETASK_TASK=\(study.task.path) "), "the task file is named from the study's folder")
        #expect(try await ActivetaskBinary.run(install).stdout.hasPrefix("unchanged \(study.units.path)/\(names[0])\n"))

        let list = try await ActivetaskBinary.run(["schedule", "list", "--unit-dir", study.units.path])
        #expect(list.stdout.contains("\(study.units.path)/activetask-schedule-P1-morning.timer\n  OnCalendar=2026-11-02..15 08:00:00 Europe/Berlin\n"))

        try study.write(sessions: #"[{"identifier": "morning", "tasks": ["note.json", "shortWalk"], "window": {"start": "08:00", "end": "10:00"}, "repeat": "daily", "endDay": 13}]"#)
        let again = try await ActivetaskBinary.run(install)
        #expect(again.stdout.contains("removed \(study.units.path)/activetask-schedule-P1-evening.service\n"),
                "a session no longer in the study loses its units: \(again.stdout)")
        let remove = try await ActivetaskBinary.run(["schedule", "remove", "--participant", "P1", "--unit-dir", study.units.path])
        #expect(remove.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: study.units.path) == [])
    }

    @Test func aDryRunPrintsTheUnitsAndWritesNothing() async throws {
        let study = try Study(sessions: Self.twoSessions)
        let run = try await ActivetaskBinary.run(study.arguments("install") + ["--unit-dir", study.units.path, "--dry-run"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("# \(study.units.path)/activetask-schedule-P1-morning.timer\n# Written by `activetask schedule install`"))
        #expect(run.stdout.contains("OnCalendar=Fri 2026-11-02..30 19:00:00 Europe/Berlin\n"))
        #expect(!FileManager.default.fileExists(atPath: study.units.path))
    }

    @Test func aDifferentUnitIsKeptWithoutForce() async throws {
        let study = try Study(sessions: Self.twoSessions)
        try FileManager.default.createDirectory(at: study.units, withIntermediateDirectories: true)
        try Data("[Timer]\n".utf8).write(to: study.units.appendingPathComponent("activetask-schedule-P1-evening.timer"))
        let run = try await ActivetaskBinary.run(study.arguments("install") + ["--unit-dir", study.units.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("activetask-schedule-P1-evening.timer already exists with other contents and is kept; give --force"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: study.units.path) == ["activetask-schedule-P1-evening.timer"])
        #expect(try await ActivetaskBinary.run(study.arguments("install") + ["--unit-dir", study.units.path, "--force"]).status == 0)
    }

    @Test func aBadStudyFileIsNamedLineByLineAndNothingIsWritten() async throws {
        let study = try Study(sessions: #"[{"identifier": "morning", "tasks": ["missing.json"], "window": {"start": "8 am", "duration": 60}, "repeat": "daily"}]"#)
        let run = try await ActivetaskBinary.run(study.arguments("install") + ["--unit-dir", study.units.path])
        #expect(run.status == 1)
        #expect(run.stderr == "\(study.url.path): sessions[0].window.start: \"8 am\" is not a time of day; write HH:mm, e.g. \"08:00\"\n")
        try study.write(sessions: #"[{"identifier": "morning", "tasks": ["missing.json"], "window": {"start": "08:00", "duration": 60}, "repeat": "daily"}]"#)
        let missingTask = try await ActivetaskBinary.run(study.arguments("install") + ["--unit-dir", study.units.path])
        #expect(missingTask.status == 1)
        #expect(missingTask.stderr.contains("missing.json: does not exist"), "\(missingTask.stderr)")
        #expect(!FileManager.default.fileExists(atPath: study.units.path))
    }

    @Test func aRunOfTheSessionIsJournalledAndCountsAsDone() async throws {
        // A window that opened two minutes ago, on the day it opened (UTC), enrolled that day.
        let opened = Date().addingTimeInterval(-120)
        let start = opened.ISO8601Format()
        let day = String(start.prefix(10)), time = String(start.dropFirst(11).prefix(5))
        let study = try Study(sessions: #"[{"identifier": "now", "tasks": ["note.json"], "window": {"start": "\#(time)", "duration": 3600}, "repeat": "daily"}]"#)
        let output = study.folder.url.appendingPathComponent("run")
        let run = try await ActivetaskBinary.run(["run", study.task.path, "--auto", "--output", output.path, "--session", "now", "--state", study.state.path])
        #expect(run.status == 0, "\(run.stderr)")
        let journal = try String(contentsOf: study.state.appendingPathComponent("schedule-journal.jsonl"), encoding: .utf8)
        #expect(journal.contains(#""session":"now","startDate":"#) && journal.contains(#""status":"completed","task":"\#(study.task.path)"}"#))
        let adherence = study.folder.url.appendingPathComponent("adherence.json")
        let status = try await ActivetaskBinary.run(study.arguments("status", enrolled: day, zone: "UTC") + ["--output", adherence.path])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.hasSuffix("\(day) now \(String(start.prefix(16))):00.000Z done  \(output.path)\ndone 1, late 0, missed 0, open 0\n"),
                "\(status.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: adherence)) as? [String: Any])
        #expect(report["counts"] as? [String: Int] == ["done": 1, "late": 0, "missed": 0, "open": 0])
        #expect((report["windows"] as? [[String: Any]])?.first?["state"] as? String == "done")
    }

    @Test func dueIsTrueOnlyWhileAWindowOrItsGraceIsOpen() async throws {
        let study = try Study(sessions: Self.twoSessions)
        // Friday 2026-11-06, 19:00–20:00 Berlin (18:00–19:00 UTC), grace to 20:10.
        let open = try await ActivetaskBinary.run(study.arguments("due") + ["--session", "evening", "--at", "2026-11-06T19:05:00Z"])
        #expect(open.status == 0)
        // Times in the study's zone, as the participant's clock shows them.
        #expect(open.stdout == "session evening is open until 2026-11-06T20:00:00+01:00 (grace until 2026-11-06T20:10:00+01:00)\n")
        let closed = try await ActivetaskBinary.run(study.arguments("due") + ["--session", "evening", "--at", "2026-11-06T19:10:01Z"])
        #expect(closed.status == 1)
        #expect(closed.stdout == "session evening is not open; the next window opens at 2026-11-13T19:00:00+01:00\n")
        let unknown = try await ActivetaskBinary.run(study.arguments("due") + ["--session", "noon"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "\(study.url.path): no session \"noon\"; the sessions are morning, evening\n")
    }

    @Test func aJournalLineThatIsNoRunIsNamedByStatus() async throws {
        let study = try Study(sessions: Self.twoSessions)
        try FileManager.default.createDirectory(at: study.state, withIntermediateDirectories: true)
        let journal = study.state.appendingPathComponent("schedule-journal.jsonl")
        try Data("{\"session\": \"morning\"}\n".utf8).write(to: journal)
        let run = try await ActivetaskBinary.run(study.arguments("status") + ["--at", "2026-11-03T12:00:00Z"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: \(journal.path):1: not a run record"), "\(run.stderr)")
        try Data().write(to: journal)
        let empty = try await ActivetaskBinary.run(study.arguments("status") + ["--at", "2026-11-03T12:00:00Z"])
        #expect(empty.stdout == """
            2026-11-02 morning 2026-11-02T07:00:00.000Z missed
            2026-11-03 morning 2026-11-03T07:00:00.000Z missed
            done 0, late 0, missed 2, open 0

            """)
    }

    @Test func aTimeZoneOrDayThatIsNoneIsRefused() async throws {
        let study = try Study(sessions: Self.twoSessions)
        let zone = try await ActivetaskBinary.run(study.arguments("status", zone: "Mars/Olympus"))
        #expect(zone.status == 64)
        #expect(zone.stderr.contains("--time-zone Mars/Olympus is not a time zone; give a tz database name, e.g. Europe/Berlin"))
        let day = try await ActivetaskBinary.run(study.arguments("status", enrolled: "2026-02-30"))
        #expect(day.status == 64)
        #expect(day.stderr.contains("--enrolled 2026-02-30 is not a day; write yyyy-MM-dd, e.g. 2026-11-02"))
    }

    @Test func aStateFolderWithoutASessionIsRefused() async throws {
        let run = try await ActivetaskBinary.run(["run", "shortWalk", "--output", "/tmp/unused", "--state", "/tmp"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--state applies to a study session's run; give --session ID too"))
    }
}
