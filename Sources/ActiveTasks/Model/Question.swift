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

    /// Creates a question.
    /// - Parameters:
    ///   - identifier: The answer's identifier.
    ///   - prompt: The text that asks for the answer.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the question may be left unanswered.
    ///   - formatPath: The answer format's JSON path relative to its step.
    ///   - sectionTitle: The heading of the form section this question opens.
    public init(identifier: String, prompt: String?, answerFormat: any AnswerFormat, isOptional: Bool,
                formatPath: String = "answerFormat", sectionTitle: String? = nil) {
        self.identifier = identifier
        self.prompt = prompt
        self.answerFormat = answerFormat
        self.isOptional = isOptional
        self.formatPath = formatPath
        self.sectionTitle = sectionTitle
    }
}
