import JSONValues
/// A rule on a question's answer that chooses the next step (SageResearch's survey rule).
public struct SurveyRule: Sendable, Equatable {
    /// The answer the rule looks at: the question step's own (absent), or a form item's.
    public var resultIdentifier: String?
    /// How the answer is compared.
    public var ruleOperator: RuleOperator
    /// The value compared with the answer; unused by `de` and `always`.
    public var matchingAnswer: JSONValue?
    /// Where to go when the rule matches: a step identifier, `exit` or `nextStep`.
    public var skipToIdentifier: String

    /// Creates a survey rule.
    /// - Parameters:
    ///   - resultIdentifier: The answer looked at; `nil` for the question step's own answer.
    ///   - ruleOperator: How the answer is compared.
    ///   - matchingAnswer: The value compared with the answer.
    ///   - skipToIdentifier: Where to go when the rule matches.
    public init(resultIdentifier: String? = nil, ruleOperator: RuleOperator = .eq,
                matchingAnswer: JSONValue? = nil, skipToIdentifier: String) {
        self.resultIdentifier = resultIdentifier
        self.ruleOperator = ruleOperator
        self.matchingAnswer = matchingAnswer
        self.skipToIdentifier = skipToIdentifier
    }
}
