import ActiveTasks
import Foundation

/// Writes the dates of a Rave payload: entry times in the site's time zone with a 24-hour clock
/// (`yyyy-MM-dd'T'HH:mm:ss`), date answers in the study's `dateFormat`. A day answer (style
/// `date`, stored as midnight UTC) keeps its calendar day whatever the site's zone; a moment
/// (style `dateAndTime`) is written as the site's local time.
struct RaveClock {
    private let entered: DateFormatter
    private let day: DateFormatter
    private let moment: DateFormatter

    /// The pattern of `date_time_entered` and `signature_date_time_entered`.
    static let enteredFormat = "yyyy-MM-dd'T'HH:mm:ss"

    /// Creates the formatters for `study`.
    init(study: RaveStudy) {
        entered = RaveClock.formatter(RaveClock.enteredFormat, in: study.timeZone)
        day = RaveClock.formatter(study.dateFormat, in: TimeZone(identifier: "UTC")!)
        moment = RaveClock.formatter(study.dateFormat, in: study.timeZone)
    }

    /// `date` as an entry time in the site's zone.
    func entered(_ date: Date) -> String {
        entered.string(from: date)
    }

    /// A date answer in the study's date format.
    /// - Parameters:
    ///   - date: The answer.
    ///   - style: Whether the question asked for a day or a moment; results written before
    ///     styles were recorded count as moments.
    func answer(_ date: Date, style: DateAnswerFormat.Style?) -> String {
        style == .date ? day.string(from: date) : moment.string(from: date)
    }

    /// A formatter of `pattern` in `zone`, on the Gregorian calendar in the POSIX locale.
    static func formatter(_ pattern: String, in zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter
    }
}
