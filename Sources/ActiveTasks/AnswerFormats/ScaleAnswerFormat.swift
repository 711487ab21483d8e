import Markup
import RecordingFormat
import JSONValues

/// A discrete slider from `minimum` to `maximum` in steps of `step` (ResearchKit's scale).
///
/// ResearchKit's rules: minimum ≥ −10000, maximum ≤ 10000, minimum < maximum, step > 0,
/// (maximum − minimum) divisible by step, and 1 to 13 steps.
public struct ScaleAnswerFormat: AnswerFormat, Equatable {
    /// The lowest value.
    public var minimum: Int
    /// The highest value.
    public var maximum: Int
    /// The distance between neighbouring values.
    public var step: Int
    /// The value the slider starts at.
    public var defaultValue: Int?
    /// Vertical or horizontal, and what the ends mean.
    public var appearance: ScaleAppearance

    /// The smallest allowed minimum and, negated, the largest allowed maximum.
    public static let boundLimit = 10000
    /// The most steps a scale may have.
    public static let maximumStepCount = 13

    /// Creates a scale.
    /// - Parameters:
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    ///   - step: The distance between neighbouring values.
    ///   - defaultValue: The value the slider starts at.
    ///   - appearance: Vertical or horizontal, and what the ends mean.
    public init(minimum: Int, maximum: Int, step: Int = 1, defaultValue: Int? = nil,
                appearance: ScaleAppearance = ScaleAppearance()) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.defaultValue = defaultValue
        self.appearance = appearance
    }

    /// Reads `minimum`, `maximum` (required), `step` (default 1), `defaultValue`, `vertical`,
    /// `minimumValueDescription` and `maximumValueDescription`.
    /// - Parameter reader: The format's object.
    public init?(reader: JSONObjectReader) {
        let minimum = reader.value("minimum") == nil ? nil : reader.int("minimum")
        let maximum = reader.value("maximum") == nil ? nil : reader.int("maximum")
        for key in ["minimum", "maximum"] where reader.value(key) == nil {
            reader.log.error(reader.path(of: key), "missing; a scale needs an integer \(key)")
        }
        let step = reader.int("step"), defaultValue = reader.int("defaultValue")
        let appearance = ScaleAppearance(reader: reader)
        guard let minimum, let maximum else { return nil }
        self.init(minimum: minimum, maximum: maximum, step: step ?? 1, defaultValue: defaultValue, appearance: appearance)
    }

    /// `"scale"`.
    public var type: String { "scale" }

    /// A slider.
    public var inputKind: AnswerInputKind { .scale }

    /// The slider's ends, step, start and layout.
    public var input: AnswerInput {
        AnswerInput(minimum: Double(minimum), maximum: Double(maximum), step: Double(step),
                    initial: Double(defaultValue ?? minimum + (maximum - minimum) / step / 2 * step), appearance: appearance)
    }

    /// `whole number 0–10 in steps of 2 (0 = none, 10 = worst)`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `ganze Zahl 0–10 in Schritten von 2 (0 = keine, 10 = schlimmste)`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        BuiltInText.typingWholeNumber.text(in: language) + " \(minimum)–\(maximum)"
            + (step == 1 ? "" : " " + BuiltInText.typingInStepsOf.text(in: language, String(step)))
            + appearance.hintSuffix(minimum: String(minimum), maximum: String(maximum))
    }

    /// ResearchKit's scale rules (see the type's documentation).
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimum < -ScaleAnswerFormat.boundLimit {
            issues.append(TaskIssue(path: "minimum", "\(minimum) is below -\(ScaleAnswerFormat.boundLimit)"))
        }
        if maximum > ScaleAnswerFormat.boundLimit {
            issues.append(TaskIssue(path: "maximum", "\(maximum) is above \(ScaleAnswerFormat.boundLimit)"))
        }
        if maximum <= minimum {
            issues.append(TaskIssue(path: "maximum", "\(maximum) must be above minimum \(minimum)"))
        } else if step <= 0 {
            issues.append(TaskIssue(path: "step", "\(step) must be positive"))
        } else if (maximum - minimum) % step != 0 {
            issues.append(TaskIssue(path: "step", "\(step) does not divide the range \(minimum)–\(maximum)"))
        } else if (maximum - minimum) / step > ScaleAnswerFormat.maximumStepCount {
            issues.append(TaskIssue(path: "step", "gives \((maximum - minimum) / step) steps; a scale has 1 to \(ScaleAnswerFormat.maximumStepCount) (raise step or narrow the range)"))
        }
        if let defaultValue, defaultValue < minimum || defaultValue > maximum {
            issues.append(TaskIssue(path: "defaultValue", "\(defaultValue) is outside \(minimum)–\(maximum)"))
        }
        return issues
    }

    /// Accepts a whole number on the scale.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when the number is off the scale.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard case .int(let number) = value else { throw ActivetaskError(.invalidAnswer, "expected a whole number, found \(value.shown)") }
        return try checked(number, in: .english)
    }

    /// Accepts a typed whole number on the scale.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when the number is off the scale.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed whole number on the scale.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal.
    /// - Throws: `ActivetaskError` when the number is off the scale, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let number = Int(text.trimmingSpaces) else { throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language)) }
        return try checked(number, in: language)
    }

    private func checked(_ number: Int, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard number >= minimum, number <= maximum else {
            throw BuiltInText.refusedOutside.refusal(in: language, String(number), String(minimum), String(maximum))
        }
        guard (number - minimum) % step == 0 else {
            throw BuiltInText.refusedNotOnScale.refusal(in: language, String(number), String(minimum), String(step))
        }
        return .integer(number)
    }
}
