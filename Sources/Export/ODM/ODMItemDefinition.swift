import ActiveTasks
import RecordingFormat

/// One `ItemDef` of `export odm --metadata`: the data type, length, digits, bounds, unit and
/// choices of a question's answer format (docs/EXPORT.md "CDISC ODM", the metadata table).
struct ODMItemDefinition: Sendable {
    /// A choice of a choice question: its coded value and its text.
    struct Choice: Sendable {
        var text: String
        var value: JSONValue
        var isOther: Bool
    }

    /// `ItemDef/@DataType`.
    var dataType: ODMValue.DataType
    /// `ItemDef/@Length`: a text's maximum length.
    var length: Int?
    /// `ItemDef/@SignificantDigits`: a float's digits after the point.
    var significantDigits: Int?
    /// The lowest value allowed, written as a `RangeCheck` `GE`.
    var minimum: Double?
    /// The highest value allowed, written as a `RangeCheck` `LE`.
    var maximum: Double?
    /// The unit, as a `MeasurementUnitRef`.
    var unit: String?
    /// The coded values of a single-choice question without an "other" choice, as a `CodeList`.
    var choices: [Choice]?

    /// The definition of an item no question defines (an analysis value, a score), by its data type.
    init(dataType: ODMValue.DataType) {
        self.dataType = dataType
    }

    /// The definition of an answer format.
    init(format: any AnswerFormat) {
        unit = format.unit
        // Formats whose limits are their own are read for them; the rest by their input alone.
        switch format {
        case let numeric as NumericAnswerFormat:
            dataType = numeric.style == .integer ? .integer : .float
            (minimum, maximum) = (numeric.minimum, numeric.maximum)
            significantDigits = numeric.style == .integer ? nil : numeric.maximumFractionDigits
        case let scale as ScaleAnswerFormat: (dataType, minimum, maximum) = (.integer, Double(scale.minimum), Double(scale.maximum))
        case let scale as ContinuousScaleAnswerFormat:
            (dataType, minimum, maximum, significantDigits) = (.float, scale.minimum, scale.maximum, scale.maximumFractionDigits)
        case let height as HeightAnswerFormat: (dataType, minimum, maximum) = (.float, height.minimum, height.maximum)
        case let weight as WeightAnswerFormat: (dataType, minimum, maximum) = (.float, weight.minimum, weight.maximum)
        case let age as AgeAnswerFormat:
            dataType = .integer
            if !age.useYearForResult { (minimum, maximum) = (Double(age.minimumAge), Double(age.maximumAge)) }
        case let year as YearAnswerFormat: (dataType, minimum, maximum) = (.integer, year.bounds.low.map { Double($0) }, year.bounds.high.map { Double($0) })
        case let interval as TimeIntervalAnswerFormat: (dataType, minimum, maximum, unit) = (.float, interval.minimum, interval.maximum, "s")
        case let text as TextAnswerFormat: (dataType, length) = (.text, text.maximumLength > 0 ? text.maximumLength : nil)
        default:
            self = Self(input: format)
        }
    }

    /// The definition of a format by its input kind: yes/no, a ladder's rungs, dates and times,
    /// the codes of a question that takes one choice, and text for the rest.
    private init(input format: any AnswerFormat) {
        unit = format.unit
        switch format.inputKind {
        case .boolean: dataType = .boolean
        case .ladder: (dataType, minimum, maximum) = (.integer, 1, 10)
        case .date: dataType = .date
        case .dateAndTime: dataType = .datetime
        case .timeOfDay: dataType = .time
        case .choice, .pickers, .scale, .integer, .decimal, .measurement, .text, .email, .timeInterval, .location:
            guard let choices = Self.choices(of: format) else {
                dataType = .text
                return
            }
            // An "other" choice's answer is the text typed, which no code list can hold: such a
            // question is free text.
            guard !choices.contains(where: \.isOther) else {
                dataType = .text
                return
            }
            self.choices = choices
            let codes = choices.map { ODMValue.choice($0.value).dataType }
            dataType = Set(codes).count == 1 ? codes[0] : .text
        }
    }

    /// The choices of a question that takes one of them; `nil` for other formats, and for one
    /// that takes several (their answer is the codes joined, text without a code list).
    static func choices(of format: any AnswerFormat) -> [Choice]? {
        guard format.inputKind == .choice, !format.allowsMultipleAnswers else { return nil }
        // The values and texts are each choice format's own.
        return switch format {
        case let choice as ChoiceAnswerFormat: choice.choices.map { Choice(text: $0.text, value: $0.value, isOther: $0.isOther) }
        case let image as ImageChoiceAnswerFormat: image.choices.map { Choice(text: $0.text, value: $0.value, isOther: false) }
        case let color as ColorChoiceAnswerFormat: color.colorChoices.map { Choice(text: $0.text, value: $0.value, isOther: false) }
        default: nil
        }
    }
}
