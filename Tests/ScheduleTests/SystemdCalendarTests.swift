import ActiveTasks
import Foundation
import Study
import Testing

/// The `OnCalendar=` expressions the timers get, read by systemd itself: for each session and
/// several starting times (a fake clock: `--base-time`), `systemd-analyze calendar` must give the
/// same next elapse times as `StudySession.windows(after:)` gives window starts.
@Suite(.timeLimit(.minutes(1))) struct SystemdCalendarTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let session: StudySession
        let enrolled: String
        let zone: String
        let bases: [String]
        var testDescription: String { name }
    }

    private static func session(_ start: String, _ repetition: SessionRepeat, firstDay: Int = 0, lastDay: Int? = nil) -> StudySession {
        StudySession(identifier: "s", tasks: [SessionTask(task: "tremor")], start: TimeOfDay(start)!, duration: 3600,
                     repetition: repetition, firstDay: firstDay, lastDay: lastDay)
    }

    static let cases: [Case] = [
        Case(name: "02:30 daily in Berlin over both DST changes", session: session("02:30", .daily), enrolled: "2026-01-10",
             zone: "Europe/Berlin", bases: ["2026-03-26T12:00:00Z", "2026-10-23T12:00:00Z", "2026-01-01T00:00:00Z"]),
        Case(name: "08:00 on weekdays in New York, days 3–40", session: session("08:00:15", .weekdays([1, 3, 5]), firstDay: 3, lastDay: 40),
             enrolled: "2026-02-16", zone: "America/New_York", bases: ["2026-02-20T00:00:00Z", "2026-03-06T00:00:00Z", "2026-03-25T00:00:00Z"]),
        Case(name: "bursts of 3 days every 10 across a year's end", session: session("23:59", .burst(days: 3, every: 10), firstDay: 1, lastDay: 70),
             enrolled: "2026-11-25", zone: "Australia/Sydney", bases: ["2026-12-01T00:00:00Z", "2027-01-05T00:00:00Z"]),
        Case(name: "one burst", session: session("12:00", .burst(days: 4, every: nil), firstDay: 27), enrolled: "2026-01-31",
             zone: "UTC", bases: ["2026-01-01T00:00:00Z", "2026-02-28T12:00:00Z"]),
        Case(name: "open-ended from a day in February", session: session("07:45", .daily, firstDay: 45), enrolled: "2027-12-31",
             zone: "Europe/London", bases: ["2028-01-01T00:00:00Z", "2028-02-27T00:00:00Z", "2028-12-29T00:00:00Z"]),
        Case(name: "open-ended from a day in December", session: session("21:00", .weekdays([0, 6]), firstDay: 1), enrolled: "2026-12-14",
             zone: "Asia/Kolkata", bases: ["2026-12-01T00:00:00Z", "2026-12-30T00:00:00Z"]),
    ]

    @Test(arguments: cases)
    func systemdElapsesWhenTheWindowsOpen(_ item: Case) async throws {
        let zone = try #require(TimeZone(identifier: item.zone))
        let enrolment = try #require(CalendarDay(item.enrolled))
        let expressions = item.session.calendarExpressions(enrolledOn: enrolment, timeZone: zone)
        for base in item.bases {
            let date = try Date(base, strategy: .iso8601)
            let ours = item.session.windows(enrolledOn: enrolment, timeZone: zone, after: date, count: 12).map(\.start)
            let systemd = try await SystemdTool.nextElapses(of: expressions, after: date, count: 12)
            #expect(!ours.isEmpty)
            #expect(systemd == ours, "from \(base), OnCalendar=\(expressions)")
        }
    }

    @Test func theExpressionsAreWhatATimerFileShows() {
        let enrolment = CalendarDay("2026-03-20")!
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(Self.session("08:00", .daily).calendarExpressions(enrolledOn: enrolment, timeZone: berlin) == [
            "2026-03-20..31 08:00:00 Europe/Berlin", "2026-04..12-* 08:00:00 Europe/Berlin", "2027..2199-*-* 08:00:00 Europe/Berlin",
        ])
        #expect(Self.session("08:00", .weekdays([0, 1, 3]), firstDay: 5, lastDay: 20).calendarExpressions(enrolledOn: enrolment, timeZone: berlin) == [
            "Mon,Wed,Sun 2026-03-25..31 08:00:00 Europe/Berlin", "Mon,Wed,Sun 2026-04-01..09 08:00:00 Europe/Berlin",
        ])
        #expect(Self.session("08:00", .burst(days: 2, every: 20), lastDay: 40).calendarExpressions(enrolledOn: enrolment, timeZone: berlin) == [
            "2026-03-20..21 08:00:00 Europe/Berlin", "2026-04-09..10 08:00:00 Europe/Berlin", "2026-04-29 08:00:00 Europe/Berlin",
        ])
    }
}
