import Foundation
import Markup
import RecordingFormat
import JSONValues

/// A date (`yyyy-MM-dd`) or date and time (ISO 8601), optionally between two bounds.
public struct DateAnswerFormat: AnswerFormat, Equatable {
    /// Whether the answer is a day or a moment.
    public enum Style: String, Sendable, CaseIterable, Codable {
        /// A calendar day, written `yyyy-MM-dd`.
        case date
        /// A moment, written in ISO 8601 (`2026-11-22T08:30:00Z`).
        case dateAndTime
    }

    /// Day or moment.
    public var style: Style
    /// The earliest date allowed.
    public var minimumDate: Date?
    /// The latest date allowed.
    public var maximumDate: Date?

    /// Creates a date format.
    /// - Parameters:
    ///   - style: Day or moment.
    ///   - minimumDate: The earliest date allowed.
    ///   - maximumDate: The latest date allowed.
    public init(style: Style = .date, minimumDate: Date? = nil, maximumDate: Date? = nil) {
        self.style = style
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
    }

    /// Reads `style`, `minimumDate` and `maximumDate`.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        var style = Style.date
        if let text = reader.string("style") {
            if let known = Style(rawValue: text) { style = known } else {
                reader.log.error(reader.path(of: "style"), "\"\(text)\" is not a date style; use date or dateAndTime")
            }
        }
        func bound(_ key: String) -> Date? {
            guard let text = reader.string(key) else { return nil }
            guard let date = DateText.date(from: text) else {
                let problem = DateText.calendarProblem(in: text).map { ": \($0)" } ?? ""
                reader.log.error(reader.path(of: key), "\"\(text)\" is not a date\(problem); write yyyy-MM-dd or ISO 8601")
                return nil
            }
            return date
        }
        self.init(style: style, minimumDate: bound("minimumDate"), maximumDate: bound("maximumDate"))
    }

    /// `"date"`.
    public var type: String { "date" }

    /// A date, or a date and time, by its style.
    public var inputKind: AnswerInputKind { style == .date ? .date : .dateAndTime }

    /// The earliest and latest dates, ISO 8601.
    public var input: AnswerInput {
        AnswerInput(earliest: minimumDate.map(DateText.string), latest: maximumDate.map(DateText.string))
    }

    /// `date, e.g. 2026-11-23 or 23.11.2026`: what a participant may type (`TypedDate`).
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Datum, z. B. 2026-11-23 oder 23.11.2026`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        (style == .date ? BuiltInText.typingDate : .typingDateAndTime).text(in: language)
    }

    /// Maximum before minimum.
    public func definitionIssues() -> [TaskIssue] {
        guard let minimumDate, let maximumDate, maximumDate < minimumDate else { return [] }
        return [TaskIssue(path: "maximumDate", "\(DateText.string(from: maximumDate)) is before minimumDate \(DateText.string(from: minimumDate))")]
    }

    /// Accepts a date string within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no date or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a date string, found \(value.shown)") }
        return try answer(DateText.date(from: text), text: text, expected: style == .date ? "date yyyy-MM-dd" : "date and time, ISO 8601", in: .english)
    }

    /// Accepts a typed date within the bounds, in the forms people type (`TypedDate`: the
    /// device's time zone).
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no date or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed date within the bounds, in the forms people type (`TypedDate`: the
    /// device's time zone).
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is no date or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        return try answer(TypedDate().date(from: typed, withTime: style == .dateAndTime), text: typed, expected: hint(in: language), in: language)
    }

    /// `date` as the answer when it is within the bounds.
    /// - Parameters:
    ///   - date: What `text` was read as; `nil` when it names no date.
    ///   - text: The text, for messages.
    ///   - expected: What a date is written as, for messages.
    ///   - language: The language of the messages; the calendar's own problem (`month 13 is not
    ///     1 to 12`) is told in English only.
    private func answer(_ date: Date?, text typed: String, expected: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let date else {
            let problem = language == .english ? DateText.calendarProblem(in: typed).map { ": \($0)" } ?? "" : ""
            throw ActivetaskError(.invalidAnswer, BuiltInText.refusedNotADate.text(in: language, typed, expected) + problem)
        }
        if let minimumDate, date < minimumDate {
            throw BuiltInText.refusedBeforeEarliestDate.refusal(in: language, typed, DateText.string(from: minimumDate))
        }
        if let maximumDate, date > maximumDate {
            throw BuiltInText.refusedAfterLatestDate.refusal(in: language, typed, DateText.string(from: maximumDate))
        }
        return .date(date)
    }
}
