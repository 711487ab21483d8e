import Markup
import RecordingFormat
import JSONValues

/// A duration in seconds, typed as seconds or `H:mm`, optionally between two bounds.
public struct TimeIntervalAnswerFormat: AnswerFormat, Equatable {
    /// The shortest duration allowed, in seconds.
    public var minimum: Double
    /// The longest duration allowed, in seconds.
    public var maximum: Double?

    /// Creates a time-interval format.
    /// - Parameters:
    ///   - minimum: The shortest duration allowed, in seconds.
    ///   - maximum: The longest duration allowed, in seconds.
    public init(minimum: Double = 0, maximum: Double? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Reads `minimum` (default 0) and `maximum`, both in seconds.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(minimum: reader.double("minimum") ?? 0, maximum: reader.double("maximum"))
    }

    /// `"timeInterval"`.
    public var type: String { "timeInterval" }

    /// A duration.
    public var inputKind: AnswerInputKind { .timeInterval }

    /// The bounds in seconds.
    public var input: AnswerInput {
        AnswerInput(minimum: minimum, maximum: maximum)
    }

    /// `duration in seconds or H:mm`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Dauer in Sekunden oder H:mm`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String { BuiltInText.typingDuration.text(in: language) }

    /// A negative minimum, maximum below minimum.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimum < 0 { issues.append(TaskIssue(path: "minimum", "\(NumberText.string(minimum)) is negative")) }
        if let maximum, maximum < minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) is below minimum \(NumberText.string(minimum))"))
        }
        return issues
    }

    /// Accepts a number of seconds within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no number or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard let seconds = value.doubleValue else { throw ActivetaskError(.invalidAnswer, "expected a number of seconds, found \(value.shown)") }
        return try checked(seconds, in: .english)
    }

    /// Accepts typed seconds or `H:mm`.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no duration or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts typed seconds (with `.` or the language's decimal mark) or `H:mm`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal and the decimal mark.
    /// - Throws: `ActivetaskError` when it is no duration or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typed = text.trimmingSpaces
        if let seconds = Double(language.pointDecimal(typed)) { return try checked(seconds, in: language) }
        let parts = typed.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let hours = parts[0], let minutes = parts[1], hours >= 0, (0..<60).contains(minutes)
        else { throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language)) }
        return try checked(Double(hours * 3600 + minutes * 60), in: language)
    }

    private func checked(_ seconds: Double, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let shown = { (value: Double) in language.decimal(NumberText.string(value)) + " s" }
        guard seconds.isFinite, seconds >= minimum else {
            throw BuiltInText.refusedBelowMinimum.refusal(in: language, shown(seconds), shown(minimum))
        }
        if let maximum, seconds > maximum {
            throw BuiltInText.refusedAboveMaximum.refusal(in: language, shown(seconds), shown(maximum))
        }
        return .timeInterval(seconds)
    }
}
