import ActiveTasks
import RecordingFormat

/// One `ItemDef` of `export odm --metadata`: the data type, length, digits, bounds, unit and
/// choices of a question's answer format (docs/EXPORT.md "CDISC ODM", the metadata table).
struct ODMItemDefinition: Sendable {
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
    var choices: [AnswerOption]?

    /// The definition of an item no question defines (an analysis value, a score), by its data type.
    init(dataType: ODMValue.DataType) {
        self.dataType = dataType
    }

    /// The definition of an answer format, as the format describes its input: the data type by
    /// its kind, the bounds, digits and length it gives, and the codes of a question that takes
    /// one choice.
    init(format: any AnswerFormat) {
        let input = format.input
        unit = format.inputKind == .timeInterval ? "s" : format.unit
        (minimum, maximum) = (input.minimum, input.maximum)
        switch format.inputKind {
        case .boolean: dataType = .boolean
        case .ladder, .integer: dataType = .integer
        case .decimal, .measurement, .timeInterval: (dataType, significantDigits) = (.float, input.fractionDigits)
        case .scale: (dataType, significantDigits) = (input.fractionDigits == nil ? .integer : .float, input.fractionDigits)
        case .date: dataType = .date
        case .dateAndTime: dataType = .datetime
        case .timeOfDay: dataType = .time
        case .text: (dataType, length) = (.text, input.maximumLength)
        case .choice, .pickers, .email, .location:
            // An "other" choice's answer is the text typed, which no code list can hold: such a
            // question is free text.
            guard let choices = Self.choices(of: format), !choices.contains(where: \.isOther) else {
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
    static func choices(of format: any AnswerFormat) -> [AnswerOption]? {
        guard format.inputKind == .choice, !format.allowsMultipleAnswers else { return nil }
        return format.input.options
    }
}
