import Foundation
import RecordingFormat
import JSONValues

/// A validated answer, typed by what it holds.
public enum AnswerValue: Sendable, Equatable {
    /// A yes/no answer.
    case boolean(Bool)
    /// The value of one chosen choice.
    case choice(JSONValue)
    /// The values of the chosen choices, in choice order.
    case choices([JSONValue])
    /// A whole number (integer numeric answers and scales).
    case integer(Int)
    /// A number with a fraction (decimal numeric answers and continuous scales).
    case decimal(Double)
    /// Text (text and email answers).
    case text(String)
    /// A date, or a date and time.
    case date(Date)
    /// A time of day.
    case timeOfDay(TimeOfDay)
    /// A duration in seconds.
    case timeInterval(Double)
    /// A place: a coordinate with its accuracy and an address.
    case location(LocationAnswer)
    /// The participant said they do not know (ResearchKit's `ORKDontKnowAnswer`): an answer,
    /// unlike a skipped question.
    case dontKnow
    /// The question was not shown: its visibility rule did not match.
    case notShown

    /// How a don't-know answer is written in results, answers files and rules: `{"dontKnow": true}`.
    public static let dontKnowJSON: JSONValue = .object([JSONMember(key: "dontKnow", value: .bool(true))])

    /// The name of the case, written as `valueType` in results.
    public var valueType: String {
        switch self {
        case .boolean: return "boolean"
        case .choice: return "choice"
        case .choices: return "choices"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .text: return "text"
        case .date: return "date"
        case .timeOfDay: return "timeOfDay"
        case .timeInterval: return "timeInterval"
        case .location: return "location"
        case .dontKnow: return "dontKnow"
        case .notShown: return "notShown"
        }
    }

    /// The answer as JSON: what results hold and what navigation rules compare (a question not
    /// shown is `null`, as a skipped one: rules with `de` match it).
    public var jsonValue: JSONValue {
        switch self {
        case .boolean(let value): return .bool(value)
        case .choice(let value): return value
        case .choices(let values): return .array(values)
        case .integer(let value): return .int(value)
        case .decimal(let value): return .double(value)
        case .text(let value): return .string(value)
        case .date(let value): return .string(DateText.string(from: value))
        case .timeOfDay(let value): return .string(value.description)
        case .timeInterval(let value): return .double(value)
        case .location(let value): return value.jsonValue
        case .dontKnow: return Self.dontKnowJSON
        case .notShown: return .null
        }
    }

    /// Rebuilds an answer from its `valueType` and JSON, as written in results.
    /// - Parameters:
    ///   - valueType: The case name.
    ///   - value: The JSON written for it.
    /// - Returns: The answer, or `nil` when the two do not fit together.
    public init?(valueType: String, json value: JSONValue) {
        switch (valueType, value) {
        case ("boolean", .bool(let flag)): self = .boolean(flag)
        case ("choice", _): self = .choice(value)
        case ("choices", .array(let values)): self = .choices(values)
        case ("integer", .int(let number)): self = .integer(number)
        case ("decimal", _): guard let number = value.doubleValue else { return nil }; self = .decimal(number)
        case ("text", .string(let text)): self = .text(text)
        case ("date", .string(let text)):
            guard let date = DateText.date(from: text) else { return nil }
            self = .date(date)
        case ("timeOfDay", .string(let text)):
            guard let time = TimeOfDay(text) else { return nil }
            self = .timeOfDay(time)
        case ("timeInterval", _):
            guard let seconds = value.doubleValue else { return nil }
            self = .timeInterval(seconds)
        case ("location", _):
            guard let location = try? LocationAnswer(json: value) else { return nil }
            self = .location(location)
        case ("dontKnow", Self.dontKnowJSON): self = .dontKnow
        case ("notShown", .null): self = .notShown
        default: return nil
        }
    }
}
