/// A step that asks one question with an answer format.
public struct QuestionStep: Step {
    /// The step's identifier; the answer is stored under it.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// The question.
    public var text: String?
    /// What answers are allowed.
    public var answerFormat: any AnswerFormat
    /// Whether the question may be skipped (ResearchKit's default: yes).
    public var isOptional: Bool
    /// Navigation out of the step, including survey rules on the answer.
    public var navigation: StepNavigation

    /// Creates a question step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: The question.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the question may be skipped.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, answerFormat: any AnswerFormat,
                isOptional: Bool = true, navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.answerFormat = answerFormat
        self.isOptional = isOptional
        self.navigation = navigation
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let format = reader.answerFormat("answerFormat")
        let optional = reader.bool("optional") ?? true
        guard let identifier = header.identifier, let format else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, answerFormat: format,
                  isOptional: optional, navigation: header.navigation)
    }

    /// `"question"`.
    public var type: String { "question" }

    /// The one question, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: text ?? title, answerFormat: answerFormat, isOptional: isOptional)]
    }
}
