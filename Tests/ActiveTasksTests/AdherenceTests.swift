import ActiveTasks
import Foundation
import Study
import Testing

/// `AdherenceReport` and `WindowAdherence`: each window since enrolment as done, late, missed
/// or open, from the journal's runs and a fixed clock.
@Suite struct AdherenceTests {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    /// Daily 08:00–10:00 with 30 minutes' grace, walk then tap; enrolled 2026-11-02.
    private let schedule = StudySchedule(sessions: [
        StudySession(identifier: "morning", tasks: [SessionTask(task: "shortWalk"), SessionTask(task: "/srv/tap.json")],
                     start: TimeOfDay(hour: 8, minute: 0), duration: 7200, grace: 1800, repetition: .daily),
    ])

    private func run(_ task: String, ended: String, _ status: TaskResult.Status = .completed, session: String = "morning") -> SessionRunRecord {
        SessionRunRecord(session: session, task: task, status: status, startDate: date(ended).addingTimeInterval(-300),
                         endDate: date(ended), result: "/runs/\(task.hasPrefix("/") ? "tap" : task)-\(ended)")
    }

    private func report(_ runs: [SessionRunRecord], now: String) -> AdherenceReport {
        AdherenceReport(schedule: schedule, participant: "P001", enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc, runs: runs, now: date(now))
    }

    @Test func eachWindowIsDoneLateMissedOrOpen() {
        let runs = [
            run("shortWalk", ended: "2026-11-02T08:20:00Z"), run("/srv/tap.json", ended: "2026-11-02T09:59:00Z"),   // done
            run("shortWalk", ended: "2026-11-03T09:00:00Z"), run("/srv/tap.json", ended: "2026-11-03T10:29:00Z"),   // late, in grace
            run("shortWalk", ended: "2026-11-04T09:00:00Z"), run("/srv/tap.json", ended: "2026-11-04T10:31:00Z"),   // missed: after grace
            run("shortWalk", ended: "2026-11-05T08:10:00Z"),                                                          // open: tap to come
        ]
        let report = report(runs, now: "2026-11-05T10:15:00Z")
        #expect(report.windows.map(\.day) == ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"])
        #expect(report.windows.map(\.state) == [.done, .late, .missed, .open])
        #expect(report.windows[0].completed == date("2026-11-02T09:59:00Z"))
        #expect(report.windows[0].results == ["/runs/shortWalk-2026-11-02T08:20:00Z", "/runs/tap-2026-11-02T09:59:00Z"])
        #expect(report.windows[2].completed == nil)
        #expect(report.counts == ["done": 1, "late": 1, "missed": 1, "open": 1])
        #expect(self.report(runs, now: "2026-11-05T10:31:00Z").windows.last?.state == .missed, "the grace is over")
    }

    @Test func onlyCompletedRunsOfTheSessionCount() {
        let runs = [
            run("shortWalk", ended: "2026-11-02T08:20:00Z", .cancelled), run("/srv/tap.json", ended: "2026-11-02T08:30:00Z"),
            run("shortWalk", ended: "2026-11-02T08:40:00Z", session: "evening"),
            run("shortWalk", ended: "2026-11-02T07:59:00Z"),
        ]
        let window = report(runs, now: "2026-11-03T00:00:00Z").windows[0]
        #expect(window.state == .missed, "cancelled, another session's and a run before the window do not count")
        #expect(window.results == ["/runs/tap-2026-11-02T08:30:00Z"])
    }

    @Test func windowsNotYetOpenAreNotReported() {
        let report = report([], now: "2026-11-02T07:59:59Z")
        #expect(report.windows.isEmpty)
        #expect(report.counts == ["done": 0, "late": 0, "missed": 0, "open": 0])
    }
}
