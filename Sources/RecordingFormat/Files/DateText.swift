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

    /// The date written as ISO 8601 with or without milliseconds, or as `yyyy-MM-dd`.
    /// - Parameter text: The written date.
    /// - Returns: The date, or `nil` when the text is none of those forms.
    public static func date(from text: String) -> Date? {
        if let date = try? withMilliseconds.parse(text) { return date }
        if let date = try? withoutMilliseconds.parse(text) { return date }
        if text.count == 10, let date = try? dayOnly.parse(text) { return date }
        return nil
    }
}
