import ActiveTasks
import Foundation
import Study
import Testing

/// `StudySession`'s windows: a pure function of the session, the enrolment day, the time zone
/// and the time asked about, checked against hand-worked calendars (daylight saving included).
@Suite struct SessionOccurrenceTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private let utc = TimeZone(identifier: "UTC")!

    private func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    private func session(_ start: String, duration: Int = 7200, grace: Int = 0, _ repetition: SessionRepeat = .daily,
                         firstDay: Int = 0, lastDay: Int? = nil) -> StudySession {
        StudySession(identifier: "s", tasks: [SessionTask(task: "tremor")], start: TimeOfDay(start)!, duration: duration, grace: grace,
                     repetition: repetition, firstDay: firstDay, lastDay: lastDay)
    }

    private func starts(_ session: StudySession, enrolled: String, in zone: TimeZone, from: String, through: String) -> [String] {
        session.windows(enrolledOn: CalendarDay(enrolled)!, timeZone: zone, from: date(from), through: date(through))
            .map { $0.start.ISO8601Format() }
    }

    @Test func aDailyWindowKeepsItsClockTimeWhenDaylightSavingBegins() {
        #expect(starts(session("08:00"), enrolled: "2026-03-27", in: berlin, from: "2026-03-01T00:00:00Z", through: "2026-03-31T00:00:00Z")
                == ["2026-03-27T07:00:00Z", "2026-03-28T07:00:00Z", "2026-03-29T06:00:00Z", "2026-03-30T06:00:00Z"])
    }

    @Test func aWindowAtATimeTheClockSkipsDoesNotOpenThatDay() {
        let windows = session("02:30").windows(enrolledOn: CalendarDay("2026-03-27")!, timeZone: berlin,
                                               from: date("2026-03-27T00:00:00Z"), through: date("2026-03-31T00:00:00Z"))
        #expect(windows.map(\.day.description) == ["2026-03-27", "2026-03-28", "2026-03-30"], "02:30 does not exist on 2026-03-29 in Berlin")
        #expect(windows.map { $0.start.ISO8601Format() } == ["2026-03-27T01:30:00Z", "2026-03-28T01:30:00Z", "2026-03-30T00:30:00Z"])
    }

    @Test func aWindowAtATimeTheClockShowsTwiceOpensAtTheFirst() {
        let windows = session("02:30", duration: 3600).windows(enrolledOn: CalendarDay("2026-10-01")!, timeZone: berlin,
                                                               from: date("2026-10-24T00:00:00Z"), through: date("2026-10-27T00:00:00Z"))
        #expect(windows.map { $0.start.ISO8601Format() } == ["2026-10-24T00:30:00Z", "2026-10-25T00:30:00Z", "2026-10-26T01:30:00Z"])
        #expect(windows.map { $0.end.ISO8601Format() } == ["2026-10-24T01:30:00Z", "2026-10-25T01:30:00Z", "2026-10-26T02:30:00Z"],
                "a window lasts its duration, however the clock moves")
    }

    @Test func weekdaysCountFromTheFirstDayToTheLastIncluded() {
        // 2026-11-02 is a Monday; days 0…9 run to Wednesday 2026-11-11.
        let windows = session("08:00", .weekdays([1, 3]), lastDay: 9)
            .windows(enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc, from: .distantPast, through: .distantFuture)
        #expect(windows.map(\.day.description) == ["2026-11-02", "2026-11-04", "2026-11-09", "2026-11-11"])
    }

    @Test func burstsRepeatFromTheSessionsFirstDay() {
        let repeating = session("08:00", .burst(days: 3, every: 7), firstDay: 2, lastDay: 20)
            .windows(enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc, from: .distantPast, through: .distantFuture)
        #expect(repeating.map(\.day.day) == [4, 5, 6, 11, 12, 13, 18, 19, 20])
        let once = session("08:00", .burst(days: 3, every: nil), firstDay: 2)
            .windows(enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc, from: .distantPast, through: date("2027-01-01T00:00:00Z"))
        #expect(once.map(\.day.day) == [4, 5, 6])
    }

    @Test func theNextWindowsAreThoseOpeningStrictlyAfterTheTime() {
        let next = session("08:00", grace: 600).windows(enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc,
                                                         after: date("2026-11-05T08:00:00Z"), count: 2)
        #expect(next.map { $0.start.ISO8601Format() } == ["2026-11-06T08:00:00Z", "2026-11-07T08:00:00Z"])
        #expect(next[0].graceEnd.ISO8601Format() == "2026-11-06T10:10:00Z")
        let ending = session("08:00", lastDay: 4).windows(enrolledOn: CalendarDay("2026-11-02")!, timeZone: utc,
                                                           after: date("2026-11-05T08:00:00Z"), count: 5)
        #expect(ending.map(\.day.day) == [6], "no window after the last day")
    }

    @Test func aWindowEndingAfterMidnightBelongsToTheDayItOpens() {
        let windows = session("22:00", duration: 3 * 3600, lastDay: 0)
            .windows(enrolledOn: CalendarDay("2026-12-31")!, timeZone: utc, from: .distantPast, through: .distantFuture)
        #expect(windows.count == 1)
        #expect(windows.first?.day.description == "2026-12-31")
        #expect(windows.first?.end.ISO8601Format() == "2027-01-01T01:00:00Z")
    }

    @Test func calendarDaysCountWithoutATimeZone() {
        #expect(CalendarDay("1970-01-01")?.daysSince1970 == 0)
        #expect(CalendarDay("2026-11-26")?.weekday == 4, "a Thursday")
        #expect(CalendarDay("1969-12-31")?.weekday == 3)
        #expect(CalendarDay("2024-02-29")?.adding(days: 365).description == "2025-02-28")
        #expect(CalendarDay("2026-02-29") == nil)
        #expect(CalendarDay("2026-1-05") == nil)
        for offset in stride(from: -719_000, through: 2_900_000, by: 997) {
            let day = CalendarDay(daysSince1970: offset)
            #expect(CalendarDay(day.description)?.daysSince1970 == offset)
        }
    }
}
