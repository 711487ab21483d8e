import Foundation
import RecordingFormat

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
    /// `cm`: what the answer is stored in.
    public var unit: String? { "cm" }
    /// `height in cm` or `height in feet and inches, e.g. 5'10"`.
    public var hint: String {
        measurementSystem == .metric ? "height in cm, e.g. 172" : "height in feet and inches, e.g. 5'10\" or 5 10"
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
            throw ActivetaskError(.invalidAnswer, "expected a height in cm or a string such as \"5'10\\\"\", found \(value.jsonText)")
        }
        return try checked(centimetres)
    }

    /// Accepts `172`, `172 cm` or `1.72 m` (metric); `5'10"`, `5 ft 10 in`, `5 10` or `70 in`
    /// (US customary). A unit typed is always honoured.
    /// - Parameter text: The typed line.
    /// - Throws: `ActivetaskError` when it is no height or out of bounds.
    public func answer(fromText text: String) throws(ActivetaskError) -> AnswerValue {
        guard let typed = MeasurementText(text.trimmingSpaces) else { throw ActivetaskError(.invalidAnswer, "type a \(hint)") }
        let parts = typed.parts
        switch (parts.map(\.unit), measurementSystem) {
        case ([nil], .metric), (["cm"], _): return try checked(parts[0].number)
        case (["m"], _): return try checked(parts[0].number * 100)
        case ([nil, nil], .USC), (["ft", "in"], _), (["ft", nil], .USC):
            return try inches(feet: parts[0].number, inches: parts[1].number)
        case (["ft"], _): return try inches(feet: parts[0].number, inches: 0)
        case (["in"], _): return try checked(parts[0].number * Self.centimetresPerInch)
        default: throw ActivetaskError(.invalidAnswer, "type a \(hint)")
        }
    }

    private func inches(feet: Double, inches: Double) throws(ActivetaskError) -> AnswerValue {
        guard feet == feet.rounded(), inches < 12 else {
            throw ActivetaskError(.invalidAnswer, "type whole feet and 0 to 11 inches, e.g. 5'10\"")
        }
        return try checked((feet * 12 + inches) * Self.centimetresPerInch)
    }

    private func checked(_ centimetres: Double) throws(ActivetaskError) -> AnswerValue {
        let rounded = (centimetres * 100).rounded() / 100
        guard rounded >= minimum, rounded <= maximum else {
            throw ActivetaskError(.invalidAnswer, "\(NumberText.string(rounded)) cm is outside \(NumberText.string(minimum))–\(NumberText.string(maximum)) cm")
        }
        return .decimal(rounded)
    }
}
