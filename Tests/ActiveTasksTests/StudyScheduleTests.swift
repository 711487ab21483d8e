import ActiveTasks
import Foundation
import Study
import TestSupport
import Testing

/// `StudySchedule`: the `sessions` of a study file, read with every problem named by its path.
@Suite struct StudyScheduleTests {
    private func load(_ json: String) -> StudySchedule.Outcome {
        StudySchedule.load(json: Array(json.utf8))
    }

    @Test func everyKeyOfASessionIsRead() throws {
        let outcome = load("""
            {"identifier": "mpower", "site": "berlin",
             "sessions": [
               {"identifier": "morning", "tasks": ["shortWalk", {"task": "twoFingerTapping", "set": {"duration": 10, "handOptions": "left"}}],
                "window": {"start": "08:00", "end": "10:30"}, "repeat": {"weekdays": ["mon", "Thu"]},
                "startDay": 1, "endDay": 27, "grace": 1800},
               {"identifier": "night", "tasks": ["phq9"], "window": {"start": "22:00", "end": "01:00"}, "repeat": "daily"},
               {"identifier": "burst", "tasks": ["tremor"], "window": {"start": "12:00", "duration": 600},
                "repeat": {"burst": {"days": 7, "every": 28}}, "endDay": 83}
             ]}
            """)
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
        let sessions = try #require(outcome.schedule).sessions
        #expect(sessions.map(\.identifier) == ["morning", "night", "burst"])
        #expect(sessions[0].tasks == [SessionTask(task: "shortWalk"), SessionTask(task: "twoFingerTapping", settings: ["duration=10", "handOptions=left"])])
        #expect(sessions[0].start == TimeOfDay(hour: 8, minute: 0))
        #expect(sessions[0].duration == 9000)
        #expect(sessions[0].grace == 1800)
        #expect(sessions[0].repetition == .weekdays([1, 4]))
        #expect((sessions[0].firstDay, sessions[0].lastDay) == (1, 27))
        #expect(sessions[1].duration == 3 * 3600, "an end before the start is the next day's")
        #expect((sessions[1].grace, sessions[1].firstDay, sessions[1].lastDay) == (0, 0, nil))
        #expect(sessions[2].repetition == .burst(days: 7, every: 28))
        #expect(sessions[2].duration == 600)
    }

    @Test func everyMistakeIsNamedWithItsPath() {
        let outcome = load("""
            {"sessions": [
               {"identifier": "a", "tasks": [], "window": {"start": "25:00", "end": "10:00"}, "repeat": "weekly"},
               {"identifier": "b", "tasks": [3, {"task": "walk.json", "set": {"x": 1}}], "window": {"start": "08:00", "end": "08:00"},
                "repeat": {"weekdays": ["mon", "someday"]}, "startDay": -1},
               {"identifier": "c", "tasks": ["tremor"], "window": {"start": "08:00", "duration": 3600, "end": "09:00"},
                "repeat": {"burst": {"days": 7, "every": 7}}, "grace": -5, "color": "red"},
               {"identifier": "d", "tasks": ["tremor"], "window": {"start": "08:00", "duration": 80000},
                "repeat": {"burst": {"days": 3, "every": 10}}, "grace": 7200},
               {"identifier": "a", "tasks": ["tremor"], "window": {"start": "08:00", "duration": 60}, "repeat": "daily", "startDay": 5, "endDay": 4}
            ]}
            """)
        #expect(outcome.schedule == nil)
        #expect(outcome.issues.map(\.description) == [
            "sessions[0].tasks: is empty; list the tasks the session runs",
            "sessions[0].window.start: \"25:00\" is not a time of day; write HH:mm, e.g. \"08:00\"",
            "sessions[0].repeat: expected \"daily\" or an object with \"weekdays\" or \"burst\", found \"weekly\"",
            "sessions[1].window.end: is the same as start; give a later end, or a duration in seconds",
            "sessions[1].startDay: -1 is before enrolment; day 0 is the enrolment day",
            "sessions[1].tasks[0]: expected an object, found an integer",
            "sessions[1].tasks[1].set: applies to predefined tasks only (walk.json is none); edit the task file instead",
            "sessions[1].repeat.weekdays[1]: \"someday\" is not a weekday; write one of sun, mon, tue, wed, thu, fri, sat",
            "sessions[2].window: give either \"end\" or \"duration\", not both",
            "sessions[2].grace: -5 is negative; give seconds after the window, 0 or more",
            "sessions[2].repeat.burst.every: 7 must be more than days (7), or the bursts would touch; use \"daily\" for every day",
            "warning: sessions[2].color: unknown key; it is ignored (check its spelling)",
            "sessions[3].endDay: missing; bursts that repeat need an end, the last day after enrolment (e.g. 364)",
            "sessions[3].grace: the window (80000 s) and its grace (7200 s) are longer than a day and would overlap the next day's window; shorten one",
            "sessions[4].endDay: 4 is before startDay 5; the session would never open",
        ])
    }

    @Test func aRepeatRuleIsOneOfItsKinds() {
        let outcome = load(#"{"sessions": [{"identifier": "a", "tasks": ["tremor"], "window": {"start": "08:00", "duration": 60}, "repeat": {"weekdays": ["mon"], "burst": {"days": 2}}}]}"#)
        #expect(outcome.issues.map(\.description) == ["sessions[0].repeat: give either \"weekdays\" or \"burst\", not both"])
    }

    @Test func twoSessionsCannotShareAnIdentifier() {
        let session = #"{"identifier": "a", "tasks": ["tremor"], "window": {"start": "08:00", "duration": 60}, "repeat": "daily"}"#
        let outcome = load(#"{"sessions": [\#(session), \#(session)]}"#)
        #expect(outcome.schedule == nil)
        #expect(outcome.issues.map(\.description) == [
            "sessions[1].identifier: \"a\" names an earlier session too; give each session its own identifier",
        ])
    }

    @Test func aStudyFileWithoutSessionsSaysWhatToAdd() {
        #expect(load(#"{"identifier": "mpower"}"#).issues.map(\.description) == [
            "sessions: missing; list the study's sessions, e.g. [{\"identifier\": \"morning\", …}] (docs/STUDY.md)",
        ])
        #expect(load(#"{"sessions": [], "sessions": []}"#).issues.map(\.description).first
                == "sessions: is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
    }

    @Test func taskFilesAreNamedFromTheStudyFilesFolder() throws {
        let folder = try TemporaryDirectory(prefix: "study")
        let study = folder.url.appendingPathComponent("study.json")
        try Data("""
            {"sessions": [{"identifier": "a", "tasks": ["tasks/../walk.json", "/srv/tap.json", "shortWalk"],
                           "window": {"start": "08:00", "duration": 60}, "repeat": "daily"}]}
            """.utf8).write(to: study)
        let tasks = try #require(StudySchedule.load(contentsOf: study).schedule).sessions[0].tasks.map(\.task)
        #expect(tasks == [folder.url.standardizedFileURL.appendingPathComponent("walk.json").path, "/srv/tap.json", "shortWalk"])
        #expect(StudySchedule.load(contentsOf: folder.url.appendingPathComponent("none.json")).issues.map(\.description)
                == ["does not exist; check the path and its permissions"])
    }
}
