import ActiveTasks
import JSONValues

/// What a REDCap field asks, as far as branching logic and scores need to know: how the values
/// REDCap compares (`'1'`) become the answers activetask records.
package enum REDCapAnswer: Sendable, Equatable {
    /// Radio or dropdown: one choice; REDCap's codes to the choices' values.
    case choice([String: JSONValue])
    /// Checkbox: several choices; each option's code to its value.
    case checkbox([String: JSONValue])
    /// Yes/no or true/false: REDCap's `1` and `0` are `true` and `false`.
    case boolean
    /// A whole or decimal number, or a slider.
    case number
    /// Text, a date or a time, compared as text.
    case text

    /// Whether a score can count the answer as a number.
    package var isNumeric: Bool {
        switch self {
        case .number, .boolean: true
        case .choice(let values): values.values.allSatisfy { $0.doubleValue != nil }
        case .checkbox, .text: false
        }
    }

    /// The answer REDCap's `value` stands for, or `nil` when it is none this field can give.
    /// - Parameter value: The value as written in the logic, without quotes.
    package func matchingAnswer(_ value: String) -> JSONValue? {
        switch self {
        case .choice(let values), .checkbox(let values): return values[value]
        case .boolean:
            switch value {
            case "1": return .bool(true)
            case "0": return .bool(false)
            default: return nil
            }
        case .number:
            if let whole = Int(value) { return .int(whole) }
            return Double(value).map(JSONValue.double)
        case .text: return .string(value)
        }
    }
}
