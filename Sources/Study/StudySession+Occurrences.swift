import ActiveTasks
import Foundation

extension StudySession {
    /// The last day (after enrolment) the window can open: `endDay`, or the last day of a burst
    /// that does not repeat; `nil` when the session has no end. A weekday rule without weekdays
    /// never opens: its last day is before its first.
    public var finalDay: Int? {
        switch repetition {
        case .burst(let days, nil): min(lastDay ?? .max, firstDay + days - 1)
        case .weekdays(let days) where days.isEmpty: firstDay - 1
        default: lastDay
        }
    }

    /// Whether the session's window opens on `day` for a participant enrolled on `enrolment`:
    /// the day is within `startDay` … `endDay` and the repeat rule takes it.
    /// - Parameters:
    ///   - day: A day.
    ///   - enrolment: The participant's enrolment day (day 0).
    public func opens(on day: CalendarDay, enrolledOn enrolment: CalendarDay) -> Bool {
        let offset = day.daysSince1970 - enrolment.daysSince1970
        guard offset >= firstDay, lastDay.map({ offset <= $0 }) ?? true else { return false }
        return repetition.includes(offset: offset - firstDay, weekday: day.weekday)
    }

    /// The window on `day`, or `nil` when the session does not open that day or its start does
    /// not exist on the day's clock (a time skipped when daylight saving time begins, as 02:30 in
    /// Europe/Berlin on the last Sunday of March). When the start is there twice (the hour
    /// repeated when it ends), the window opens at the first. systemd's calendar timers do both
    /// the same way.
    /// - Parameters:
    ///   - day: A day.
    ///   - enrolment: The participant's enrolment day.
    ///   - timeZone: The device's time zone.
    public func window(on day: CalendarDay, enrolledOn enrolment: CalendarDay, timeZone: TimeZone) -> ScheduledWindow? {
        guard opens(on: day, enrolledOn: enrolment),
              let start = Self.instant(day, start.secondsSinceMidnight, in: timeZone) else { return nil }
        let end = start.addingTimeInterval(TimeInterval(duration))
        return ScheduledWindow(session: identifier, day: day, start: start, end: end,
                               graceEnd: end.addingTimeInterval(TimeInterval(grace)))
    }

    /// The windows that open at or after `from` and no later than `through`, in order.
    /// - Parameters:
    ///   - enrolment: The participant's enrolment day.
    ///   - timeZone: The device's time zone.
    ///   - from: The earliest start.
    ///   - through: The latest start.
    public func windows(enrolledOn enrolment: CalendarDay, timeZone: TimeZone, from: Date, through: Date) -> [ScheduledWindow] {
        guard from <= through else { return [] }
        let firstDate = enrolment.adding(days: firstDay)
        var day = max(Self.day(of: from, in: timeZone).adding(days: -1), firstDate)
        var lastDate = Self.day(of: through, in: timeZone).adding(days: 1)
        if let finalDay { lastDate = min(lastDate, enrolment.adding(days: finalDay)) }
        var found: [ScheduledWindow] = []
        while day <= lastDate {
            if let window = window(on: day, enrolledOn: enrolment, timeZone: timeZone), window.start >= from, window.start <= through {
                found.append(window)
            }
            day = day.adding(days: 1)
        }
        return found
    }

    /// The next `count` windows that open after `date` (fewer when the session ends first), in
    /// order: what systemd calls a timer's next elapse times.
    /// - Parameters:
    ///   - enrolment: The participant's enrolment day.
    ///   - timeZone: The device's time zone.
    ///   - date: The moment after which they open.
    ///   - count: How many.
    public func windows(enrolledOn enrolment: CalendarDay, timeZone: TimeZone, after date: Date, count: Int) -> [ScheduledWindow] {
        var day = max(Self.day(of: date, in: timeZone).adding(days: -1), enrolment.adding(days: firstDay))
        let lastDate = finalDay.map { enrolment.adding(days: $0) }
        var found: [ScheduledWindow] = []
        while found.count < count, lastDate.map({ day <= $0 }) ?? true {
            if let window = window(on: day, enrolledOn: enrolment, timeZone: timeZone), window.start > date {
                found.append(window)
            }
            day = day.adding(days: 1)
        }
        return found
    }

    /// The day `date` falls on in `timeZone`.
    /// - Parameters:
    ///   - date: An instant.
    ///   - timeZone: The time zone whose clock tells the day.
    public static func day(of date: Date, in timeZone: TimeZone) -> CalendarDay {
        let local = date.timeIntervalSince1970 + TimeInterval(timeZone.secondsFromGMT(for: date))
        return CalendarDay(daysSince1970: Int((local / 86_400).rounded(.down)))
    }

    /// The instant the clock in `timeZone` shows `seconds` after midnight on `day`: the earlier
    /// of two when the clock shows it twice, `nil` when it skips it.
    private static func instant(_ day: CalendarDay, _ seconds: Int, in timeZone: TimeZone) -> Date? {
        let wallClock = TimeInterval(day.daysSince1970 * 86_400 + seconds)
        let offsets = Set([-86_400.0, 0, 86_400].map { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wallClock + $0)) })
        return offsets.map { Date(timeIntervalSince1970: wallClock - TimeInterval($0)) }
            .filter { timeZone.secondsFromGMT(for: $0) == Int(wallClock - $0.timeIntervalSince1970) }
            .min()
    }
}
