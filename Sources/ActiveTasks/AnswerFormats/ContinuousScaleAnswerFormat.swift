import Foundation
import Markup
import RecordingFormat
import JSONValues

/// A continuous slider from `minimum` to `maximum`, answers of at most `maximumFractionDigits`
/// fraction digits.
///
/// ResearchKit's rules: minimum ≥ −10000, maximum ≤ 10000, minimum < maximum, and 0 to 4
/// fraction digits.
public struct ContinuousScaleAnswerFormat: AnswerFormat, Equatable {
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// Digits kept after the point.
    public var maximumFractionDigits: Int
    /// Vertical or horizontal, and what the ends mean.
    public var appearance: ScaleAppearance

    /// The most fraction digits a continuous scale keeps.
    public static let fractionDigitLimit = 4

    /// Creates a continuous scale.
    /// - Parameters:
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    ///   - maximumFractionDigits: Digits kept after the point.
    ///   - appearance: Vertical or horizontal, and what the ends mean.
    public init(minimum: Double, maximum: Double, maximumFractionDigits: Int = 0,
                appearance: ScaleAppearance = ScaleAppearance()) {
        self.minimum = minimum
        self.maximum = maximum
        self.maximumFractionDigits = maximumFractionDigits
        self.appearance = appearance
    }

    /// Reads `minimum`, `maximum` (required), `maximumFractionDigits` (default 0), `vertical`,
    /// `minimumValueDescription` and `maximumValueDescription`.
    /// - Parameter reader: The format's object.
    public init?(reader: JSONObjectReader) {
        for key in ["minimum", "maximum"] where reader.value(key) == nil {
            reader.log.error(reader.path(of: key), "missing; a continuous scale needs a numeric \(key)")
        }
        let minimum = reader.double("minimum"), maximum = reader.double("maximum")
        let digits = reader.int("maximumFractionDigits")
        let appearance = ScaleAppearance(reader: reader)
        guard let minimum, let maximum else { return nil }
        self.init(minimum: minimum, maximum: maximum, maximumFractionDigits: digits ?? 0, appearance: appearance)
    }

    /// `"continuousScale"`.
    public var type: String { "continuousScale" }

    /// A slider.
    public var inputKind: AnswerInputKind { .scale }

    /// The slider's ends, its finest step (one unit of the last fraction digit), start and layout.
    public var input: AnswerInput {
        AnswerInput(minimum: minimum, maximum: maximum, step: pow(10, -Double(maximumFractionDigits)), fractionDigits: maximumFractionDigits,
                    initial: (minimum + maximum) / 2, appearance: appearance)
    }

    /// `number 0–100 (0 decimals) (0 = no pain, 100 = worst pain)`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`, the bounds with its decimal mark: `Zahl 0–7,5 (Nachkommastellen: 1)`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        let (low, high) = (language.decimal(NumberText.string(minimum)), language.decimal(NumberText.string(maximum)))
        return BuiltInText.typingNumber.text(in: language) + " \(low)–\(high) "
            + (maximumFractionDigits == 1 ? BuiltInText.typingOneDecimal.text(in: language)
                : BuiltInText.typingDecimals.text(in: language, String(maximumFractionDigits))) + appearance.hintSuffix(minimum: low, maximum: high)
    }

    /// ResearchKit's continuous-scale rules (see the type's documentation).
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        let limit = Double(ScaleAnswerFormat.boundLimit)
        if minimum < -limit { issues.append(TaskIssue(path: "minimum", "\(NumberText.string(minimum)) is below -\(ScaleAnswerFormat.boundLimit)")) }
        if maximum > limit { issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) is above \(ScaleAnswerFormat.boundLimit)")) }
        if maximum <= minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) must be above minimum \(NumberText.string(minimum))"))
        }
        if !(0...ContinuousScaleAnswerFormat.fractionDigitLimit).contains(maximumFractionDigits) {
            issues.append(TaskIssue(path: "maximumFractionDigits", "\(maximumFractionDigits) is outside 0–\(ContinuousScaleAnswerFormat.fractionDigitLimit)"))
        }
        return issues
    }

    /// Accepts a number within the range of no more fraction digits than the scale keeps (an
    /// answers file's `35.5` for a scale of whole numbers is refused as a typed one is).
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when the number is outside the range or finer than the scale.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard let number = value.doubleValue else { throw ActivetaskError(.invalidAnswer, "expected a number, found \(value.shown)") }
        return try checked(number, written: value.jsonText, in: .english)
    }

    /// Accepts a typed number within the range, as `answer(fromText:in:)` in English.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when the number is outside the range or finer than the scale.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed number within the range, with `.` or the language's decimal mark, of no
    /// more fraction digits than the scale keeps (a finer one is refused naming the two nearest
    /// it keeps, never rounded unseen).
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal and the decimal mark.
    /// - Throws: `ActivetaskError` when the number is outside the range or finer than the scale,
    ///   in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard let number = Double(language.pointDecimal(text.trimmingSpaces)), number.isFinite else {
            throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language))
        }
        return try checked(number, written: text.trimmingSpaces, in: language)
    }

    /// `number` (`written` so) when it is within the range and on the scale's fraction digits.
    private func checked(_ number: Double, written: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let shown = { (value: Double) in language.decimal(NumberText.string(value)) }
        guard number >= minimum, number <= maximum else {
            throw BuiltInText.refusedOutside.refusal(in: language, shown(number), shown(minimum), shown(maximum))
        }
        let scale = pow(10, Double(maximumFractionDigits)), scaled = number * scale
        if abs(scaled - scaled.rounded()) > 1e-6 {
            throw BuiltInText.refusedFiner.refusal(in: language, written, shown(scaled.rounded(.down) / scale), shown(scaled.rounded(.up) / scale))
        }
        return .decimal(scaled.rounded() / scale)
    }
}
