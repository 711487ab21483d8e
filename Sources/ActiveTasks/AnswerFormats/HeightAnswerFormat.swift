import Foundation
import Markup
import RecordingFormat
import JSONValues

/// A body height (ResearchKit's `ORKHeightAnswerFormat`): typed in centimetres (metric) or feet
/// and inches (US customary), stored in centimetres as ResearchKit stores it, with unit `cm`.
public struct HeightAnswerFormat: AnswerFormat, Equatable {
    /// The units the participant answers in.
    public var measurementSystem: MeasurementSystem
    /// The shortest height allowed, in centimetres.
    public var minimum: Double
    /// The tallest height allowed, in centimetres.
    public var maximum: Double
    /// The Rave format (`n`, `n+`) of the item the height is exported to.
    public var raveFormat: RaveFormat?

    /// Centimetres in an inch.
    static let centimetresPerInch = 2.54

    /// Creates a height format.
    /// - Parameters:
    ///   - measurementSystem: Metric or US customary.
    ///   - minimum: The shortest height allowed, in cm.
    ///   - maximum: The tallest height allowed, in cm.
    ///   - raveFormat: The Rave format of the item it is exported to.
    public init(measurementSystem: MeasurementSystem = .metric, minimum: Double = 30, maximum: Double = 300,
                raveFormat: RaveFormat? = nil) {
        self.measurementSystem = measurementSystem
        self.minimum = minimum
        self.maximum = maximum
        self.raveFormat = raveFormat
    }

    /// Reads `measurementSystem` (`metric` or `USC`), `minimum` and `maximum` (cm; 30 and 300)
    /// and a Rave `format` (`n`, `n+`).
    /// - Parameter reader: The format's object.
    public init(reader: JSONObjectReader) {
        self.init(measurementSystem: MeasurementSystem.read(from: reader),
                  minimum: reader.double("minimum") ?? 30, maximum: reader.double("maximum") ?? 300,
                  raveFormat: reader.numericRaveFormat())
    }

    /// `"height"`.
    public var type: String { "height" }

    /// A measurement in its units.
    public var inputKind: AnswerInputKind { .measurement }

    /// The bounds in centimetres, typed in centimetres or in feet and inches.
    public var input: AnswerInput {
        AnswerInput(minimum: minimum, maximum: maximum, fields: measurementSystem == .metric ? ["cm"] : ["ft", "in"])
    }

    /// `cm`: what the answer is stored in.
    public var unit: String? { "cm" }
    /// `height in cm` or `height in feet and inches, e.g. 5'10"`.
    public var hint: String { hint(in: .english) }

    /// `hint` in `language`: `Größe in cm, z. B. 172`.
    /// - Parameter language: The run's language.
    public func hint(in language: BuiltInLanguage) -> String {
        (measurementSystem == .metric ? BuiltInText.typingHeightCentimetres : .typingHeightFeetAndInches).text(in: language)
    }

    /// Bounds that are not positive or not in order.
    public func definitionIssues() -> [TaskIssue] {
        var issues: [TaskIssue] = []
        if minimum <= 0 { issues.append(TaskIssue(path: "minimum", "\(NumberText.string(minimum)) cm is not a height; use a positive number of cm")) }
        if maximum <= minimum {
            issues.append(TaskIssue(path: "maximum", "\(NumberText.string(maximum)) cm is not above minimum \(NumberText.string(minimum)) cm"))
        }
        return issues
    }

    /// Accepts a number of centimetres, or a string read as typed text.
    /// - Parameter value: The JSON value.
    /// - Throws: `ActivetaskError` when it is no height or out of bounds.
    public func answer(from value: JSONValue) throws(ActivetaskError) -> AnswerValue {
        if case .string(let text) = value { return try answer(fromText: text) }
        guard let centimetres = value.doubleValue else {
            throw ActivetaskError(.invalidAnswer, "expected a height in cm or a string such as \"5'10\\\"\", found \(value.shown)")
        }
        return try checked(centimetres, in: .english)
    }

    /// Accepts `172`, `172 cm` or `1.72 m` (metric); `5'10"`, `5 ft 10 in`, `5 10` or `70 in`
    /// (US customary). A unit typed is always honoured.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no height or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        try answer(fromText: text, in: .english)
    }

    /// Accepts a typed height, as `answer(fromText:)` does, refused in `language`.
    /// - Parameters:
    ///   - text: The typed line.
    ///   - language: The run's language, of the refusal and its numbers.
    /// - Throws: `ActivetaskError` when it is no height or out of bounds, in `language`.
    public func answer(fromText text: String, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let typeA = BuiltInText.refusedTypeA.refusal(in: language, hint(in: language))
        guard let typed = MeasurementText(text.trimmingSpaces) else { throw typeA }
        let parts = typed.parts
        switch (parts.map(\.unit), measurementSystem) {
        case ([nil], .metric), (["cm"], _): return try checked(parts[0].number, in: language)
        case (["m"], _): return try checked(parts[0].number * 100, in: language)
        case ([nil, nil], .USC), (["ft", "in"], _), (["ft", nil], .USC):
            return try inches(feet: parts[0].number, inches: parts[1].number, in: language)
        case (["ft"], _): return try inches(feet: parts[0].number, inches: 0, in: language)
        case (["in"], _): return try checked(parts[0].number * Self.centimetresPerInch, in: language)
        default: throw typeA
        }
    }

    private func inches(feet: Double, inches: Double, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        guard feet == feet.rounded(), inches < 12 else {
            throw BuiltInText.refusedFeetAndInches.refusal(in: language)
        }
        return try checked((feet * 12 + inches) * Self.centimetresPerInch, in: language)
    }

    private func checked(_ centimetres: Double, in language: BuiltInLanguage) throws(ActivetaskError) -> AnswerValue {
        let rounded = (centimetres * 100).rounded() / 100
        guard rounded >= minimum, rounded <= maximum else {
            let shown = { (value: Double) in language.decimal(NumberText.string(value)) }
            throw BuiltInText.refusedOutside.refusal(in: language, shown(rounded) + " cm", shown(minimum), shown(maximum) + " cm")
        }
        return .decimal(rounded)
    }
}
