import Foundation

/// Writes and reads the dates of task JSON and results: ISO 8601 in UTC with milliseconds;
/// plain `yyyy-MM-dd` dates are read as midnight UTC.
public enum DateText {
    private static let withMilliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutMilliseconds = Date.ISO8601FormatStyle()
    private static let dayOnly = Date.ISO8601FormatStyle().year().month().day()

    /// `2026-11-22T02:19:56.123Z`: the date rounded to the nearest millisecond, so that a date
    /// read back from its text is written as the same text.
    /// - Parameter date: The date to write.
    public static func string(from date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        let seconds = (milliseconds / 1000).rounded(.down)
        let fraction = Int(milliseconds - seconds * 1000)
        let whole = withoutMilliseconds.format(Date(timeIntervalSince1970: seconds))
        return whole.dropLast() + "." + String(fraction + 1000).dropFirst() + "Z"
    }

    /// The date written as ISO 8601 with or without milliseconds, or as `yyyy-MM-dd`, naming a
    /// real calendar day (and time) with its time zone.
    /// - Parameter text: The written date.
    /// - Returns: The date, or `nil` when the text is none of those forms or `calendarProblem(in:)`
    ///   finds one (`1980-02-30` is no date, never 1 March).
    public static func date(from text: String) -> Date? {
        guard calendarProblem(in: text) == nil else { return nil }
        if let date = try? withMilliseconds.parse(text) { return date }
        if let date = try? withoutMilliseconds.parse(text) { return date }
        if text.count == 10, let date = try? dayOnly.parse(text) { return date }
        return nil
    }

    /// Why `text` names no real calendar date: a month outside 1–12, a day its month does not
    /// have, an hour, minute or second out of range, or a time without its time zone (`Z` or
    /// `+hh:mm`); `nil` when it names one (or is not a date at all).
    /// - Parameter text: The written date, `yyyy-MM-dd` or ISO 8601.
    public static func calendarProblem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, bytes[range].allSatisfy({ (48...57).contains($0) }) else { return nil }
            return Int(String(decoding: bytes[range], as: UTF8.self))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        guard (1...12).contains(month) else { return "month \(month) is not 1 to 12" }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { return "month \(month) of \(year) has \(days) days, not \(day)" }
        guard bytes.count > 10 else { return nil }
        guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return nil }
        guard hour < 24, minute < 60, second < 60 else { return "time \(hour):\(minute):\(second) is out of range" }
        let zone = bytes[19...].drop { $0 == UInt8(ascii: ".") || (48...57).contains($0) }
        guard zone.first == UInt8(ascii: "Z") || zone.first == UInt8(ascii: "+") || zone.first == UInt8(ascii: "-") else {
            return "the time has no time zone; end it with Z (UTC) or an offset such as +01:00"
        }
        return nil
    }
}
