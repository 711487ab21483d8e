/// A rule on an earlier answer that skips a step (ResearchKit's skip-step navigation rule).
public struct SkipRule: Sendable, Equatable {
    /// The earlier answer the rule looks at (a question step's or a form item's identifier).
    public var resultIdentifier: String
    /// How the answer is compared.
    public var ruleOperator: RuleOperator
    /// The value compared with the answer; unused by `de` and `always`.
    public var matchingAnswer: JSONValue?

    /// Creates a skip rule.
    /// - Parameters:
    ///   - resultIdentifier: The earlier answer looked at.
    ///   - ruleOperator: How the answer is compared.
    ///   - matchingAnswer: The value compared with the answer.
    public init(resultIdentifier: String, ruleOperator: RuleOperator = .eq, matchingAnswer: JSONValue? = nil) {
        self.resultIdentifier = resultIdentifier
        self.ruleOperator = ruleOperator
        self.matchingAnswer = matchingAnswer
    }
}
