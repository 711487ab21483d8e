import JSONValues
/// One answer a step collects: a question step's answer or one item of a form step.
public struct Question: Sendable {
    /// The identifier the answer is stored and looked up under (the step's, or the form item's).
    public var identifier: String
    /// The text that asks for the answer.
    public var prompt: String?
    /// What answers are allowed.
    public var answerFormat: any AnswerFormat
    /// Whether the participant may leave the question unanswered.
    public var isOptional: Bool
    /// The JSON path of the answer format relative to its step (`answerFormat`,
    /// `items[2].answerFormat`), for validation issues.
    public var formatPath: String
    /// The heading of the form section this question opens, shown above it.
    public var sectionTitle: String?
    /// The don't-know button's label when the question offers one; `nil` when it does not.
    public var dontKnowText: String?
    /// Text the participant can open to learn more about the question (ResearchKit's
    /// `ORKLearnMoreItem`).
    public var learnMore: String?
    /// A rule on an earlier answer: the question is shown (and may be required) only when it
    /// matches (ResearchKit's `ORKFormItem.visibilityRule`).
    public var visibleIf: SkipRule?
    /// The FHIR Questionnaire item the question was imported from (`import fhir`), kept with its
    /// answers for `export fhir`; `nil` for a question of the task's own.
    public var fhirItem: JSONValue?

    /// Creates a question.
    /// - Parameters:
    ///   - identifier: The answer's identifier.
    ///   - prompt: The text that asks for the answer.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the question may be left unanswered.
    ///   - formatPath: The answer format's JSON path relative to its step.
    ///   - sectionTitle: The heading of the form section this question opens.
    ///   - dontKnowText: The don't-know button's label, when offered.
    ///   - learnMore: Text to learn more about the question.
    ///   - visibleIf: The rule that must match for the question to be shown.
    ///   - fhirItem: The FHIR Questionnaire item the question was imported from.
    public init(identifier: String, prompt: String?, answerFormat: any AnswerFormat, isOptional: Bool,
                formatPath: String = "answerFormat", sectionTitle: String? = nil, dontKnowText: String? = nil,
                learnMore: String? = nil, visibleIf: SkipRule? = nil, fhirItem: JSONValue? = nil) {
        self.identifier = identifier
        self.prompt = prompt
        self.answerFormat = answerFormat
        self.isOptional = isOptional
        self.formatPath = formatPath
        self.sectionTitle = sectionTitle
        self.dontKnowText = dontKnowText
        self.learnMore = learnMore
        self.visibleIf = visibleIf
        self.fhirItem = fhirItem
    }
}
