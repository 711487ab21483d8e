import Foundation
import RecordingFormat

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
    /// `date yyyy-MM-dd`.
    public var hint: String { style == .date ? "date yyyy-MM-dd" : "date and time, ISO 8601" }

    /// Maximum before minimum.
    public func definitionIssues() -> [TaskIssue] {
        guard let minimumDate, let maximumDate, maximumDate < minimumDate else { return [] }
        return [TaskIssue(path: "maximumDate", "\(DateText.string(from: maximumDate)) is before minimumDate \(DateText.string(from: minimumDate))")]
    }

    /// Accepts a date string within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no date or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a date string, found \(value.jsonText)") }
        return try answer(fromText: text)
    }

    /// Accepts a typed date within the bounds.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no date or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        guard let date = DateText.date(from: typed) else {
            let problem = DateText.calendarProblem(in: typed).map { ": \($0)" } ?? ""
            throw ActivetaskError(.invalidAnswer, "\"\(typed)\" is not a \(hint)\(problem)")
        }
        if let minimumDate, date < minimumDate {
            throw ActivetaskError(.invalidAnswer, "\(typed) is before the earliest date \(DateText.string(from: minimumDate))")
        }
        if let maximumDate, date > maximumDate {
            throw ActivetaskError(.invalidAnswer, "\(typed) is after the latest date \(DateText.string(from: maximumDate))")
        }
        return .date(date)
    }
}
