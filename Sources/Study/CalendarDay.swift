import ActiveTasks
import RecordingFormat

/// A day of the proleptic Gregorian calendar without a time or a time zone, written
/// `yyyy-MM-dd`: a participant's enrolment day and the days a study session falls on.
///
/// Days are counted by integer arithmetic (days since 1970-01-01), so adding days, finding a
/// weekday or the last day of a month never depends on a time zone or a locale.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1–9999.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// The day `year`-`month`-`day`; `nil` when that day does not exist (`2026-02-30`).
    /// - Parameters:
    ///   - year: 1–9999.
    ///   - month: 1–12.
    ///   - day: 1 to the month's length.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.length(ofMonth: month, in: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `yyyy-MM-dd`; `nil` for any other text or a day that does not exist.
    /// - Parameter text: The day as written.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `daysSince1970` days after 1970-01-01 (Howard Hinnant's `civil_from_days`, as the
    /// recording format's times compute it).
    /// - Parameter daysSince1970: Days after 1970-01-01; negative before it.
    public init(daysSince1970: Int) {
        let (year, month, day) = ISOTime.civil(fromDays: Int64(daysSince1970))
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
    }

    /// Days after 1970-01-01 (Howard Hinnant's `days_from_civil`).
    public var daysSince1970: Int {
        Int(ISOTime.days(fromYear: Int64(year), month: Int64(month), day: Int64(day)))
    }

    /// The day `count` days later (earlier when negative).
    /// - Parameter count: Days to add.
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(daysSince1970: daysSince1970 + count)
    }

    /// The weekday: 0 Sunday, 1 Monday … 6 Saturday (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((daysSince1970 % 7) + 11) % 7
    }

    /// The number of days in this day's month.
    public var monthLength: Int {
        CalendarDay.length(ofMonth: month, in: year)
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Earlier days sort first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        lhs.daysSince1970 < rhs.daysSince1970
    }

    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
