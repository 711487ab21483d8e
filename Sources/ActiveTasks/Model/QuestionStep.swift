import JSONValues
/// A step that asks one question with an answer format.
public struct QuestionStep: Step {
    /// The identifier (the answer is stored under it), title, question text and navigation.
    public var header: StepHeader
    /// What answers are allowed.
    public var answerFormat: any AnswerFormat
    /// Whether the question may be skipped (ResearchKit's default: yes).
    public var isOptional: Bool
    /// The don't-know button's label when the question offers one.
    public var dontKnowText: String?
    /// Text the participant can open to learn more about the question.
    public var learnMore: String?
    /// The FHIR Questionnaire item the question was imported from (`import fhir`).
    public var fhirItem: JSONValue?

    /// Creates a question step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the question may be skipped.
    ///   - dontKnowText: The don't-know button's label, when offered.
    ///   - learnMore: Text to learn more about the question.
    ///   - fhirItem: The FHIR Questionnaire item the question was imported from.
    public init(header: StepHeader, answerFormat: any AnswerFormat,
                isOptional: Bool = true, dontKnowText: String? = nil, learnMore: String? = nil, fhirItem: JSONValue? = nil) {
        self.header = header
        self.answerFormat = answerFormat
        self.isOptional = isOptional
        self.dontKnowText = dontKnowText
        self.learnMore = learnMore
        self.fhirItem = fhirItem
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let format = reader.answerFormat("answerFormat")
        let optional = reader.bool("optional") ?? true
        let dontKnow = reader.dontKnowText(), learnMore = reader.string("learnMore"), fhirItem = reader.fhirItem()
        guard let header, let format else { return nil }
        self.init(header: header, answerFormat: format,
                  isOptional: optional, dontKnowText: dontKnow, learnMore: learnMore, fhirItem: fhirItem)
    }

    /// `"question"`.
    public var type: String { "question" }

    /// The one question, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: text ?? title, answerFormat: answerFormat, isOptional: isOptional,
                  dontKnowText: dontKnowText, learnMore: learnMore, fhirItem: fhirItem)]
    }
}
