import Markup
import RecordingFormat
import JSONValues

/// A calendar year (SageResearch's year format, `RSDDateRange` with `allowFuture`/`allowPast`):
/// between `minimum` and `maximum`, and not after (or before) the current year when the future
/// (or the past) is not allowed.
public struct YearAnswerFormat: AnswerFormat, Equatable {
    /// The earliest year allowed.
    public var minimum: Int?
    /// The latest year allowed.
    public var maximum: Int?
    /// Whether years after `currentYear` are allowed.
    public var allowFuture: Bool
    /// Whether years before `currentYear` are allowed.
    public var allowPast: Bool
    /// The year the run happens in: what future and past are relative to.
    public var currentYear: Int
    /// The Rave format (`n`, `n+`) of the item the year is exported to.
    public var raveFormat: RaveFormat?

    /// Creates a year format.
    /// - Parameters:
    ///   - minimum: The earliest year allowed.
    ///   - maximum: The latest year allowed.
    ///   - allowFuture: Whether later years than `currentYear` are allowed.
    ///   - allowPast: Whether earlier years than `currentYear` are allowed.
    ///   - currentYear: The year of the run.
    ///   - raveFormat: The Rave format of the item it is exported to.
    public init(minimum: Int? = nil, maximum: Int? = nil, allowFuture: Bool = true, allowPast: Bool = true, currentYear: Int,
                raveFormat: RaveFormat? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.allowFuture = allowFuture
        self.allowPast = allowPast
        self.currentYear = currentYear
        self.raveFormat = raveFormat
    }

    /// Reads `minimum`, `maximum`, `allowFuture` and `allowPast` (both true) and a Rave `format`
    /// (`n`, `n+`); the current year is the year the task is loaded in.
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(minimum: reader.int("minimum"), maximum: reader.int("maximum"), allowFuture: reader.bool("allowFuture") ?? true,
                  allowPast: reader.bool("allowPast") ?? true, currentYear: CalendarYear.of(), raveFormat: reader.numericRaveFormat())
    }

    /// `"year"`.
    public var type: String { "year" }

    /// A whole number.
    public var inputKind: AnswerInputKind { .integer }

    /// A year within the bounds.
    public var input: AnswerInput {
        AnswerInput(minimum: bounds.low.map(Double.init), maximum: bounds.high.map(Double.init), isYear: true)
    }

    /// The earliest and latest years allowed in `currentYear` (`nil`: no bound).
    public var bounds: (low: Int?, high: Int?) {
        let low = allowPast ? minimum : max(minimum ?? currentYear, currentYear)
        let high = allowFuture ? maximum : min(maximum ?? currentYear, currentYear)
        return (low, high)
    }

    /// `year, 1900–2026`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Jahr, 1900–2026`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        switch bounds {
        case let (low?, high?): BuiltInText.typingYearBetween.text(in: language, String(low), String(high))
        case let (low?, nil): BuiltInText.typingYearOrLater.text(in: language, String(low))
        case let (nil, high?): BuiltInText.typingYearOrEarlier.text(in: language, String(high))
        case (nil, nil): BuiltInText.typingYearExample.text(in: language, String(currentYear))
        }
    }

    /// Bounds out of order, neither past nor future allowed.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if let minimum, let maximum, maximum < minimum { issues.append(TaskIssue(path: "maximum", "\(maximum) is before minimum \(minimum)")) }
        if !allowFuture && !allowPast { issues.append(TaskIssue(path: "allowPast", "false with allowFuture false leaves only the current year; allow one of them")) }
        return issues
    }

    /// Accepts a whole-number year within the bounds.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no year or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .int(let year) = value else { throw ActivetaskError(.invalidAnswer, "expected a year such as \(currentYear), found \(value.shown)") }
        return try checked(year, in: .english)
    }

    /// Accepts a typed year within the bounds.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no year or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed year within the bounds.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when it is no year or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let year = Int(text.trimmingSpaces) else { throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language)) }
        return try checked(year, in: language)
    }

    private func checked(_ year: Int, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let (low, high) = bounds
        let typeA = BuiltInText.refusedTypeA.text(in: language, hint(in: language))
        if let low, year < low { throw BuiltInText.refusedThen.refusal(in: language, BuiltInText.refusedYearBefore.text(in: language, String(year), String(low)), typeA) }
        if let high, year > high { throw BuiltInText.refusedThen.refusal(in: language, BuiltInText.refusedYearAfter.text(in: language, String(year), String(high)), typeA) }
        return .integer(year)
    }
}
