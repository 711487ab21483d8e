import JSONValues
/// A rule on an earlier answer that skips a step (ResearchKit's skip-step navigation rule).
///
/// A rule either compares one answer (`resultIdentifier`, `ruleOperator`, `matchingAnswer`) or,
/// written `{"all": [rule, …]}`, holds when every one of its comparisons holds. A step with several
/// rules is skipped when any one of them matches, so a step's rules together can say any
/// condition on earlier answers (an `or` of `and`s), as ResearchKit's predicate rules can.
public struct SkipRule: Sendable, Equatable {
    /// The earlier answer the rule looks at (a question step's or a form item's identifier);
    /// empty for a rule of `all`.
    public var resultIdentifier: String
    /// How the answer is compared; `always` for a rule of `all`.
    public var ruleOperator: RuleOperator
    /// The value compared with the answer; unused by `de` and `always`.
    public var matchingAnswer: JSONValue?
    /// Comparisons that must all match as well (the JSON's `all`); empty for a plain comparison.
    public var all: [SkipRule]

    /// Creates a skip rule that compares one answer.
    /// - Parameters:
    ///   - resultIdentifier: The earlier answer looked at.
    ///   - ruleOperator: How the answer is compared.
    ///   - matchingAnswer: The value compared with the answer.
    public init(resultIdentifier: String, ruleOperator: RuleOperator = .eq, matchingAnswer: JSONValue? = nil) {
        self.resultIdentifier = resultIdentifier
        self.ruleOperator = ruleOperator
        self.matchingAnswer = matchingAnswer
        self.all = []
    }

    /// Creates a skip rule that matches when every one of `all` matches.
    /// - Parameter all: The comparisons, each a plain one.
    public init(all: [SkipRule]) {
        self.init(resultIdentifier: "", ruleOperator: .always)
        self.all = all
    }

    /// Whether the rule matches the answers `answer` gives by identifier (`nil`: not answered).
    /// - Parameter answer: The latest answer to a question or form item.
    public func matches(_ answer: (String) -> JSONValue?) -> Bool {
        guard all.isEmpty else { return all.allSatisfy { $0.matches(answer) } }
        return ruleOperator.matches(answer(resultIdentifier), matchingAnswer)
    }
}
