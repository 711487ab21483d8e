import JSONValues
/// How a survey or skip rule compares an answer with its `matchingAnswer`.
public enum RuleOperator: String, Sendable, CaseIterable {
    /// The answer equals the matching answer (for multiple choice: contains it).
    case eq
    /// The answer differs from the matching answer (for multiple choice: does not contain it).
    case ne
    /// The answer is less than the matching answer.
    case lt
    /// The answer is greater than the matching answer.
    case gt
    /// The answer is less than or equal to the matching answer.
    case le
    /// The answer is greater than or equal to the matching answer.
    case ge
    /// The question was left without an answer (skipped).
    case de
    /// Always matches.
    case always

    /// Whether this operator needs a `matchingAnswer`.
    public var needsMatchingAnswer: Bool { self != .de && self != .always }

    /// Whether `answer` matches `expected` under this operator.
    /// - Parameters:
    ///   - answer: The answer as JSON, `nil` when the question was not answered.
    ///   - expected: The rule's matching answer.
    public func matches(_ answer: JSONValue?, _ expected: JSONValue?) -> Bool {
        switch self {
        case .always: return true
        case .de: return answer == nil || answer == .null
        default: break
        }
        guard let answer, let expected, answer != .null else { return false }
        if case .array(let values) = answer {
            switch self {
            case .eq: return values.contains { RuleOperator.compare($0, expected) == 0 }
            case .ne: return !values.contains { RuleOperator.compare($0, expected) == 0 }
            default: return false
            }
        }
        guard let order = RuleOperator.compare(answer, expected) else { return self == .ne }
        switch self {
        case .eq: return order == 0
        case .ne: return order != 0
        case .lt: return order < 0
        case .gt: return order > 0
        case .le: return order <= 0
        case .ge: return order >= 0
        case .de, .always: return false
        }
    }

    /// -1, 0 or 1 when the two values are comparable (numbers with numbers, strings with
    /// strings, booleans with booleans for equality), otherwise `nil`.
    private static func compare(_ left: JSONValue, _ right: JSONValue) -> Int? {
        if let a = left.doubleValue, let b = right.doubleValue { return a < b ? -1 : (a > b ? 1 : 0) }
        switch (left, right) {
        case (.string(let a), .string(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.bool(let a), .bool(let b)): return a == b ? 0 : nil
        default: return left == right ? 0 : nil
        }
    }
}
