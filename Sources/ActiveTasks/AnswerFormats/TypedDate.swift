import Foundation
import RecordingFormat

/// Dates and times as people type them on a device, read in the device's time zone:
/// `2026-11-23`, `23.11.2026`, and with a time `2026-11-23 08:00`, `23.11.2026 8:00`, or a time
/// alone (`8:00`, today). ISO 8601 with a zone (`2026-11-23T08:00:00Z`) is read as written.
struct TypedDate {
    /// The zone a typed time is in.
    var zone: TimeZone = .current
    /// What "today" is, for a time typed alone.
    var now: () -> Date = Date.init

    /// The date `text` names, or `nil` when it names none.
    /// - Parameters:
    ///   - text: The typed text, trimmed.
    ///   - withTime: Whether a time may (and, alone, does) come with the day: a date-and-time question.
    func date(from text: String, withTime: Bool) -> Date? {
        if let exact = DateText.date(from: text) { return exact }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts: (year: Int, month: Int, day: Int, time: Substring?)
        if let match = text.wholeMatch(of: /(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](.+))?/) {
            parts = (Int(match.output.1)!, Int(match.output.2)!, Int(match.output.3)!, match.output.4)
        } else if let match = text.wholeMatch(of: /(\d{1,2})\.(\d{1,2})\.(\d{4})(?: (.+))?/) {
            parts = (Int(match.output.3)!, Int(match.output.2)!, Int(match.output.1)!, match.output.4)
        } else if withTime, TimeOfDay(text) != nil {
            let today = calendar.dateComponents([.year, .month, .day], from: now())
            parts = (today.year!, today.month!, today.day!, Substring(text))
        } else {
            return nil
        }
        guard parts.time == nil || withTime else { return nil }
        let time = parts.time.flatMap { TimeOfDay(String($0)) }
        guard parts.time == nil || time != nil else { return nil }
        let seconds = time?.secondsSinceMidnight ?? 0
        let components = DateComponents(year: parts.year, month: parts.month, day: parts.day,
                                        hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
        guard withTime else {
            // A day alone is the day as `yyyy-MM-dd` names it, as an answers file writes it.
            let day = String(format: "%04d-%02d-%02d", parts.year, parts.month, parts.day)
            return DateText.calendarProblem(in: day) == nil ? DateText.date(from: day) : nil
        }
        guard let date = calendar.date(from: components),
              calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: parts.year, month: parts.month, day: parts.day)
        else { return nil }
        return date
    }
}
