import Foundation
import Markup
import RecordingFormat
import JSONValues

/// A body weight (ResearchKit's `ORKWeightAnswerFormat`): typed in kilograms (metric) or pounds
/// and ounces (US customary) in the steps its precision allows, stored in kilograms as
/// ResearchKit stores it, with unit `kg`.
public struct WeightAnswerFormat: AnswerFormat, Equatable {
    /// How fine the typed weight may be (ResearchKit's `ORKNumericPrecision`).
    public enum Precision: String, Sendable, CaseIterable {
        /// 0.5 kg, or whole pounds.
        case `default`
        /// Whole kilograms or whole pounds.
        case low
        /// 0.01 kg, or pounds and ounces.
        case high
    }

    /// The units the participant answers in.
    public var measurementSystem: MeasurementSystem
    /// How fine the typed weight may be.
    public var numericPrecision: Precision
    /// The lightest weight allowed, in kilograms.
    public var minimum: Double
    /// The heaviest weight allowed, in kilograms.
    public var maximum: Double
    /// The Rave format (`n`, `n+`) of the item the weight is exported to.
    public var raveFormat: RaveFormat?

    /// Kilograms in a pound (the international avoirdupois pound).
    static let kilogramsPerPound = 0.45359237

    /// Creates a weight format.
    /// - Parameters:
    ///   - measurementSystem: Metric or US customary.
    ///   - numericPrecision: How fine the typed weight may be.
    ///   - minimum: The lightest weight allowed, in kg.
    ///   - maximum: The heaviest weight allowed, in kg.
    ///   - raveFormat: The Rave format of the item it is exported to.
    public init(measurementSystem: MeasurementSystem = .metric, numericPrecision: Precision = .default,
                minimum: Double = 0.5, maximum: Double = 650, raveFormat: RaveFormat? = nil) {
        self.measurementSystem = measurementSystem
        self.numericPrecision = numericPrecision
        self.minimum = minimum
        self.maximum = maximum
        self.raveFormat = raveFormat
    }

    /// Reads `measurementSystem`, `numericPrecision` (`default`, `low`, `high`), `minimum` and
    /// `maximum` (kg; 0.5 and 650) and a Rave `format` (`n`, `n+`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        var precision = Precision.default
        if let name = reader.string("numericPrecision") {
            if let known = Precision(rawValue: name) {
                precision = known
            } else {
                reader.log.error(reader.path(of: "numericPrecision"), "\"\(name)\" is not a precision; use default, low or high")
            }
        }
        self.init(measurementSystem: MeasurementSystem.read(from: reader), numericPrecision: precision,
                  minimum: reader.double("minimum") ?? 0.5, maximum: reader.double("maximum") ?? 650,
                  raveFormat: reader.numericRaveFormat())
    }

    /// `"weight"`.
    public var type: String { "weight" }

    /// A measurement in its units.
    public var inputKind: AnswerInputKind { .measurement }

    /// The bounds in kilograms, typed in kilograms, in pounds, or in pounds and ounces.
    public var input: AnswerInput {
        AnswerInput(minimum: minimum, maximum: maximum, fields: measurementSystem == .metric ? ["kg"] : numericPrecision == .high ? ["lb", "oz"] : ["lb"])
    }

    /// `kg`: what the answer is stored in.
    public var unit: String? { "kg" }

    /// The step a typed weight must be a multiple of, in the unit typed (kg or lb); ounces are
    /// whole.
    private var step: Double {
        switch (measurementSystem, numericPrecision) {
        case (.metric, .default): 0.5
        case (.metric, .high): 0.01
        default: 1
        }
    }

    /// `weight in kg, e.g. 72.5` or `weight in pounds, e.g. 160 lb 8 oz`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`, its numbers with the language's decimal mark: `Gewicht in kg in
    /// Schritten von 0,5, z. B. 72,5`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        switch (measurementSystem, numericPrecision) {
        case (.metric, _):
            BuiltInText.typingWeightKilograms.text(in: language, language.decimal(NumberText.string(step)),
                                                   language.decimal(numericPrecision == .default ? "72.5" : "72"))
        case (.USC, .high): BuiltInText.typingWeightPoundsAndOunces.text(in: language)
        case (.USC, _): BuiltInText.typingWeightPounds.text(in: language)
        }
    }

    /// Bounds that are not positive or not in order.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimum <= 0 { issues.append(TaskIssue(path: "minimum", "\(NumberText.string(minimum)) kg is not a weight; use a positive number of kg")) }
        if maximum <= minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) kg is not above minimum \(NumberText.string(minimum)) kg"))
        }
        return issues
    }

    /// Accepts a number of kilograms (any precision: a stored answer), or a string read as typed text.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no weight or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        if case .string(let text) = value { return try answer(fromText: text) }
        guard let kilograms = value.doubleValue else {
            throw ActivetaskError(.invalidAnswer, "expected a weight in kg or a string such as \"160 lb\", found \(value.shown)")
        }
        return try checked(kilograms, in: .english)
    }

    /// Accepts `72.5` or `72.5 kg` (metric); `160`, `160 lb` or `160 lb 8 oz` (US customary); a
    /// unit typed is always honoured. The number must be a multiple of the precision's step.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no weight, off the step, or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed weight, as `answer(fromText:)` does, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal and its numbers.
    /// - Throws: `ActivetaskError` when it is no weight, off the step, or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typeA = BuiltInText.refusedTypeA.text(in: language, hint(in: language))
        guard let typed = MeasurementText(text.trimmingSpaces) else { throw ActivetaskError(.invalidAnswer, typeA) }
        let parts = typed.parts
        switch (parts.map(\.unit), measurementSystem) {
        case ([nil], .metric), (["kg"], _):
            try onStep(parts[0].number, unit: "kg", in: language)
            return try checked(parts[0].number, in: language)
        case ([nil], .USC), (["lb"], _):
            try onStep(parts[0].number, unit: "lb", in: language)
            return try checked(parts[0].number * Self.kilogramsPerPound, in: language)
        case (["lb", "oz"], _) where numericPrecision == .high:
            guard parts[0].number == parts[0].number.rounded(), parts[1].number == parts[1].number.rounded(), parts[1].number < 16 else {
                throw BuiltInText.refusedPoundsAndOunces.refusal(in: language)
            }
            return try checked((parts[0].number + parts[1].number / 16) * Self.kilogramsPerPound, in: language)
        default:
            throw ActivetaskError(.invalidAnswer, typeA)
        }
    }

    private func onStep(_ number: Double, unit: String, in language: BuiltInLanguage) throws(ActivetaskError) {
        let steps = number / step
        guard abs(steps - steps.rounded()) < 1e-9 else {
            let shown = { (value: Double) in language.decimal(NumberText.string(value)) + " " + unit }
            throw BuiltInText.refusedThen.refusal(in: language, BuiltInText.refusedNotInSteps.text(in: language, shown(number), shown(step)),
                                                  BuiltInText.refusedTypeA.text(in: language, hint(in: language)))
        }
    }

    private func checked(_ kilograms: Double, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let rounded = (kilograms * 10_000).rounded() / 10_000
        guard rounded >= minimum, rounded <= maximum else {
            let shown = { (value: Double) in language.decimal(NumberText.string(value)) }
            throw BuiltInText.refusedOutside.refusal(in: language, shown(rounded) + " kg", shown(minimum), shown(maximum) + " kg")
        }
        return .decimal(rounded)
    }
}
