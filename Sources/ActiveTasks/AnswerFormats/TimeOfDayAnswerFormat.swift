import RecordingFormat

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
    /// `time, e.g. 08:00`.
    public var hint: String { "time, e.g. 08:00 or 8:30" }

    /// Maximum before minimum.
    public func definitionIssues() -> [TaskIssue] {
        guard let minimum, let maximum, maximum < minimum else { return [] }
        return [TaskIssue(path: "maximum", "\(maximum) is before minimum \(minimum)")]
    }

    /// Accepts an `HH:mm` string within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no time or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .string(let text) = value else { throw ActivetaskError(.invalidAnswer, "expected a time string HH:mm, found \(value.jsonText)") }
        return try answer(fromText: text)
    }

    /// Accepts a typed `HH:mm` within the bounds.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no time or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        guard let time = TimeOfDay(typed) else { throw ActivetaskError(.invalidAnswer, "\"\(typed)\" is not a time; write HH:mm") }
        if let minimum, time < minimum { throw ActivetaskError(.invalidAnswer, "\(typed) is before the earliest time \(minimum)") }
        if let maximum, time > maximum { throw ActivetaskError(.invalidAnswer, "\(typed) is after the latest time \(maximum)") }
        return .timeOfDay(time)
    }
}
