/// One question of a form step.
public struct FormItem: Sendable {
    /// The item's identifier, unique within the task; the answer is stored under it.
    public var identifier: String
    /// The question.
    public var text: String?
    /// What answers are allowed.
    public var answerFormat: any AnswerFormat
    /// Whether the item may be left unanswered (default: yes).
    public var isOptional: Bool

    /// Creates a form item.
    /// - Parameters:
    ///   - identifier: The item's identifier.
    ///   - text: The question.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the item may be left unanswered.
    public init(identifier: String, text: String? = nil, answerFormat: any AnswerFormat, isOptional: Bool = true) {
        self.identifier = identifier
        self.text = text
        self.answerFormat = answerFormat
        self.isOptional = isOptional
    }
}
