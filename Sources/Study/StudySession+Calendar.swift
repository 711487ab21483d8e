import ActiveTasks
import Foundation

extension StudySession {
    /// The last year systemd's calendar takes; an open-ended session's last expression runs to it.
    public static let lastCalendarYear = 2199

    /// The `OnCalendar=` expressions (systemd.time(7), "Calendar Events") of a timer that elapses
    /// whenever the window opens, for a participant enrolled on `enrolment`.
    ///
    /// Each expression is one run of days within a month (`2026-12-01..31 08:00:00
    /// Europe/Berlin`), preceded by the weekdays for a weekday rule (`Mon,Wed 2026-12-01..31 …`);
    /// a session without `endDay` ends in `2027..2199-*-*`, systemd's last year. The time zone is
    /// written out, so the timer follows the device's clock as `window(on:)` does, whatever zone
    /// systemd itself runs in.
    /// - Parameters:
    ///   - enrolment: The participant's enrolment day.
    ///   - timeZone: The device's time zone.
    public func calendarExpressions(enrolledOn enrolment: CalendarDay, timeZone: TimeZone) -> [String] {
        let time = "\(start) \(timeZone.identifier)"
        let weekdays: String
        if case .weekdays(let days) = repetition {
            weekdays = days.sorted { ($0 + 6) % 7 < ($1 + 6) % 7 }
                .map { SessionRepeat.weekdayNames[$0].capitalized }.joined(separator: ",") + " "
        } else {
            weekdays = ""
        }
        return spans(enrolledOn: enrolment).flatMap { Self.dateExpressions($0.0, $0.1) }.map { weekdays + $0 + " " + time }
    }

    /// The runs of days the rule takes, each `(first, last)` with both included; `last` is `nil`
    /// for a run without end.
    private func spans(enrolledOn enrolment: CalendarDay) -> [(CalendarDay, CalendarDay?)] {
        let first = enrolment.adding(days: firstDay)
        let last = finalDay.map { enrolment.adding(days: $0) }
        guard case .burst(let days, let every?) = repetition else { return [(first, last)] }
        // Repeating bursts without an end (`init(reader:)` refuses them) cannot be listed.
        guard let last else { return [] }
        return stride(from: 0, through: last.daysSince1970 - first.daysSince1970, by: every).map { offset in
            (first.adding(days: offset), min(first.adding(days: offset + days - 1), last))
        }
    }

    /// The date parts of calendar expressions matching every day from `first` to `last`, one per
    /// month (`2026-03-29..31`), then the rest of the year's months (`2026-04..12-*`) and years
    /// (`2027..2199-*-*`) when there is no last day.
    private static func dateExpressions(_ first: CalendarDay, _ last: CalendarDay?) -> [String] {
        var expressions: [String] = []
        var day = first
        let end = last ?? CalendarDay(year: first.year, month: first.month, day: first.monthLength)!
        while day <= end {
            let monthEnd = min(CalendarDay(year: day.year, month: day.month, day: day.monthLength)!, end)
            let text = day.description
            expressions.append(monthEnd == day ? text : text + ".." + monthEnd.description.suffix(2))
            day = monthEnd.adding(days: 1)
        }
        guard last == nil else { return expressions }
        let year = String(day.description.prefix(4))
        if day.month != 1 {
            expressions.append(day.month == 12 ? "\(year)-12-*" : "\(year)-\(day.description.dropFirst(5).prefix(2))..12-*")
        }
        let nextYear = day.month == 1 ? day.year : day.year + 1
        if nextYear <= lastCalendarYear { expressions.append("\(nextYear)..\(lastCalendarYear)-*-*") }
        return expressions
    }
}
