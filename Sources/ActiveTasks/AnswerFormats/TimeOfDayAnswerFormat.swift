import Markup
import RecordingFormat
import JSONValues

/// A time of day (`HH:mm`), optionally between two bounds.
public struct TimeOfDayAnswerFormat: AnswerFormat, Equatable {
    /// The earliest time allowed.
    public var minimum: TimeOfDay?
    /// The latest time allowed.
    public var maximum: TimeOfDay?

    /// Creates a time-of-day format.
    /// - Parameters:
    ///   - minimum: The earliest time allowed.
    ///   - maximum: The latest time allowed.
    public init(minimum: TimeOfDay? = nil, maximum: TimeOfDay? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Reads `minimum` and `maximum` (`HH:mm`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        func bound(_ key: String) -> TimeOfDay? {
            guard let text = reader.string(key) else { return nil }
            guard let time = TimeOfDay(text) else {
                reader.log.error(reader.path(of: key), "\"\(text)\" is not a time of day; write HH:mm")
                return nil
            }
            return time
        }
        self.init(minimum: bound("minimum"), maximum: bound("maximum"))
    }

    /// `"timeOfDay"`.
    public var type: String { "timeOfDay" }

    /// A time of day.
    public var inputKind: AnswerInputKind { .timeOfDay }

    /// The earliest and latest times, `HH:mm`.
    public var input: AnswerInput {
        AnswerInput(earliest: minimum?.description, latest: maximum?.description)
    }

    /// `time, e.g. 08:00`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Uhrzeit, z. B. 08:00 oder 8:30`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { BuiltInText.typingTimeOfDay.text(in: language) }

    /// Maximum before minimum.
    public func definitionIssues() -> [TaskIssue] {
        guard let minimum, let maximum, maximum < minimum else { return [] }
        return [TaskIssue(path: "maximum", "\(maximum) is before minimum \(minimum)")]
    }

    /// Accepts an `HH:mm` string within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no time or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a time string HH:mm, found \(value.shown)") }
        return try answer(fromText: text)
    }

    /// Accepts a typed `HH:mm` within the bounds.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no time or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed `HH:mm` within the bounds.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is no time or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        guard let time = TimeOfDay(typed) else { throw BuiltInText.refusedNotATime.refusal(in: language, typed) }
        if let minimum, time < minimum { throw BuiltInText.refusedBeforeEarliestTime.refusal(in: language, typed, "\(minimum)") }
        if let maximum, time > maximum { throw BuiltInText.refusedAfterLatestTime.refusal(in: language, typed, "\(maximum)") }
        return .timeOfDay(time)
    }
}
