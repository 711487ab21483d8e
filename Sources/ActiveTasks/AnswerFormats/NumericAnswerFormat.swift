import Foundation
import Markup
import RecordingFormat
import JSONValues

/// A number typed by the participant: whole (`integer`) or with a fraction (`decimal`), with an
/// optional unit and bounds.
public struct NumericAnswerFormat: AnswerFormat, Equatable {
    /// Whole numbers or numbers with a fraction.
    public enum Style: String, Sendable, CaseIterable {
        /// Whole numbers.
        case integer
        /// Numbers with a fraction.
        case decimal
    }

    /// Whole or fractional.
    public var style: Style
    /// The unit shown beside the field and stored with the answer (`kg`).
    public var unit: String?
    /// The smallest number allowed.
    public var minimum: Double?
    /// The largest number allowed.
    public var maximum: Double?
    /// For decimals: the most digits after the point; longer answers are rejected.
    public var maximumFractionDigits: Int?
    /// The Rave format (`n`, `n+`) the bounds came from, kept for exports to Rave.
    public var raveFormat: RaveFormat?

    /// Creates a numeric format.
    /// - Parameters:
    ///   - style: Whole or fractional.
    ///   - unit: The unit.
    ///   - minimum: The smallest number allowed.
    ///   - maximum: The largest number allowed.
    ///   - maximumFractionDigits: For decimals, the most digits after the point.
    ///   - raveFormat: The Rave format the bounds came from.
    public init(style: Style, unit: String? = nil, minimum: Double? = nil, maximum: Double? = nil,
                maximumFractionDigits: Int? = nil, raveFormat: RaveFormat? = nil) {
        self.style = style
        self.unit = unit
        self.minimum = minimum
        self.maximum = maximum
        self.maximumFractionDigits = maximumFractionDigits
        self.raveFormat = raveFormat
    }

    /// Reads `unit`, `minimum`, `maximum`, `maximumFractionDigits` and a Rave `format` (`n`, `n+`).
    /// - Parameters:
    ///   - style: The style given by the format's `"type"`.
    ///   - reader: The format's object.
    public init(style: Style, reader: JSONObjectReader) {
        self.init(style: style, unit: reader.text("unit"), minimum: reader.double("minimum"),
                  maximum: reader.double("maximum"), maximumFractionDigits: reader.int("maximumFractionDigits"))
        guard let rave = reader.numericRaveFormat(), let raveMaximum = rave.maximum else { return }
        if maximum != nil || (rave.minimum != nil && minimum != nil) {
            reader.log.error(reader.path(of: "format"), "\"\(rave)\" sets the bounds; remove minimum/maximum or the format")
        }
        maximum = Double(raveMaximum)
        if let raveMinimum = rave.minimum { minimum = Double(raveMinimum) }
        raveFormat = rave
    }

    /// The style's name.
    public var type: String { style.rawValue }

    /// A whole or a decimal number, by its style.
    public var inputKind: AnswerInputKind { style == .integer ? .integer : .decimal }

    /// The bounds, the unit, and the step: 1 for whole numbers, the last fraction digit's unit.
    public var input: AnswerInput {
        AnswerInput(minimum: minimum, maximum: maximum, step: style == .integer ? 1 : maximumFractionDigits.map { pow(10, -Double($0)) },
                    fractionDigits: style == .integer ? nil : maximumFractionDigits, unit: unit)
    }

    /// `whole number 0–120 years`.
    public var hint: String { hint(in: .english) }

    /// `whole number 0–120 years`, `Zahl 0–7,5 kg`: the words in `language`, the bounds with its decimal mark.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        var words = [(style == .integer ? BuiltInText.typingWholeNumber : .typingNumber).text(in: language)]
        let number = { (value: Double) in language.decimal(NumberText.string(value)) }
        switch (minimum, maximum) {
        case let (low?, high?): words.append("\(number(low))–\(number(high))")
        case let (low?, nil): words.append("≥ \(number(low))")
        case let (nil, high?): words.append("≤ \(number(high))")
        case (nil, nil): break
        }
        if let unit { words.append(unit) }
        return words.joined(separator: " ")
    }

    /// Maximum below minimum, fractional bounds on whole numbers, fraction digits outside 0–10.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if let minimum, let maximum, maximum < minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) is below minimum \(NumberText.string(minimum))"))
        }
        if style == .integer {
            for (field, bound) in [("minimum", minimum), ("maximum", maximum)] {
                if let bound, bound.rounded() != bound {
                    issues.append(TaskIssue(path: field, "\(bound) is not a whole number; integer answers need whole bounds"))
                }
            }
            if maximumFractionDigits != nil {
                issues.append(TaskIssue(path: "maximumFractionDigits", "only decimal answers have fraction digits"))
            }
        }
        if let digits = maximumFractionDigits, !(0...10).contains(digits) {
            issues.append(TaskIssue(path: "maximumFractionDigits", "\(digits) is outside 0–10"))
        }
        return issues
    }

    /// Accepts a JSON number within the bounds (whole for integers).
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` naming the bound broken.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        guard let number = value.doubleValue else { throw ActivetaskError(.invalidAnswer, "expected a number, found \(value.shown)") }
        return try checked(number, written: value.jsonText, in: .english)
    }

    /// Accepts a typed number within the bounds.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` naming the bound broken.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed number within the bounds, with `.` or the language's decimal mark.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal and the decimal mark.
    /// - Throws: `ActivetaskError` naming the bound broken, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typed = language.pointDecimal(text.trimmingSpaces)
        guard let number = Double(typed), number.isFinite else { throw BuiltInText.refusedTypeA.refusal(in: language, hint(in: language)) }
        return try checked(number, written: typed, in: language)
    }

    private func checked(_ number: Double, written: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let shown = language.decimal(written)
        if let minimum, number < minimum {
            throw BuiltInText.refusedBelowMinimum.refusal(in: language, shown, language.decimal(NumberText.string(minimum)))
        }
        if let maximum, number > maximum {
            throw BuiltInText.refusedAboveMaximum.refusal(in: language, shown, language.decimal(NumberText.string(maximum)))
        }
        if style == .integer {
            guard number.rounded() == number, let whole = Int(exactly: number) else {
                throw BuiltInText.refusedNotWhole.refusal(in: language, shown)
            }
            return .integer(whole)
        }
        if let digits = maximumFractionDigits, let point = written.firstIndex(of: "."),
           written[written.index(after: point)...].count > digits {
            throw BuiltInText.refusedTooManyDecimals.refusal(in: language, shown, String(digits))
        }
        return .decimal(number)
    }
}
