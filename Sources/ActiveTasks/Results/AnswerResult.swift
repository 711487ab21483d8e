import JSONValues
/// A question's answer in a step result: the answer's identifier, its format and its typed value.
public struct AnswerResult: Sendable, Equatable, Codable {
    /// The question step's or form item's identifier.
    public var identifier: String
    /// The answer format's `"type"` (`scale`, `email`).
    public var answerType: String
    /// The typed answer.
    public var value: AnswerValue
    /// The unit of a numeric answer.
    public var unit: String?
    /// The Rave formatting string of the answer format (`$40`, `3`, `4+`), when the task gave one.
    public var format: RaveFormat?
    /// For a date answer, whether the question asked for a day or a moment.
    public var dateStyle: DateAnswerFormat.Style?
    /// The FHIR Questionnaire item the question was imported from (its type, answer options and
    /// enclosing groups), which `export fhir` answers by; `nil` for a question of the task's own.
    public var fhirItem: JSONValue?

    /// Creates an answer result.
    /// - Parameters:
    ///   - identifier: The question's identifier.
    ///   - answerType: The answer format's type.
    ///   - value: The answer.
    ///   - unit: The unit of a numeric answer.
    ///   - format: The answer format's Rave formatting string.
    ///   - dateStyle: For a date answer, day or moment.
    ///   - fhirItem: The FHIR Questionnaire item the question was imported from.
    public init(identifier: String, answerType: String, value: AnswerValue, unit: String? = nil,
                format: RaveFormat? = nil, dateStyle: DateAnswerFormat.Style? = nil, fhirItem: JSONValue? = nil) {
        self.identifier = identifier
        self.answerType = answerType
        self.value = value
        self.unit = unit
        self.format = format
        self.dateStyle = dateStyle
        self.fhirItem = fhirItem
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, answerType, valueType, value, unit, format, dateStyle, fhirItem
    }

    /// Decodes `identifier`, `answerType`, `valueType`, `value`, `unit`, `format`, `dateStyle` and
    /// `fhirItem`.
    /// - Throws: `DecodingError.dataCorrupted` when `value` does not fit `valueType` or `format`
    ///   is not a Rave formatting string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        answerType = try container.decode(String.self, forKey: .answerType)
        unit = try container.decodeIfPresent(String.self, forKey: .unit)
        dateStyle = try container.decodeIfPresent(DateAnswerFormat.Style.self, forKey: .dateStyle)
        fhirItem = try container.decodeIfPresent(JSONValue.self, forKey: .fhirItem)
        if let text = try container.decodeIfPresent(String.self, forKey: .format) {
            guard let format = RaveFormat(text) else {
                throw DecodingError.dataCorruptedError(forKey: .format, in: container,
                                                       debugDescription: "\"\(text)\" is not a Rave formatting string ($x, n or n+)")
            }
            self.format = format
        }
        let valueType = try container.decode(String.self, forKey: .valueType)
        let json = try container.decode(JSONValue.self, forKey: .value)
        guard let value = AnswerValue(valueType: valueType, json: json) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container,
                                                   debugDescription: "\(json.jsonText) is not a \(valueType) answer")
        }
        self.value = value
    }

    /// Encodes `identifier`, `answerType`, `valueType`, `value` (as plain JSON), `unit`, `format`,
    /// `dateStyle` and `fhirItem`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(answerType, forKey: .answerType)
        try container.encode(value.valueType, forKey: .valueType)
        try container.encode(value.jsonValue, forKey: .value)
        try container.encodeIfPresent(unit, forKey: .unit)
        try container.encodeIfPresent(format?.description, forKey: .format)
        try container.encodeIfPresent(dateStyle, forKey: .dateStyle)
        try container.encodeIfPresent(fhirItem, forKey: .fhirItem)
    }
}
