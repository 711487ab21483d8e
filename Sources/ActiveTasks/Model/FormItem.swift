import JSONValues
/// One item of a form step: a question, or a section title that starts a group of questions
/// (ResearchKit's form item with only a section title).
public struct FormItem: Sendable {
    /// The item's identifier, unique within the task; the answer is stored under it. Empty for a
    /// section title.
    public var identifier: String
    /// The heading of the section this item starts; `nil` for a question.
    public var sectionTitle: String?
    /// The question.
    public var text: String?
    /// What answers are allowed; `nil` for a section title, which asks nothing.
    public var answerFormat: (any AnswerFormat)?
    /// Whether the item may be left unanswered (default: yes).
    public var isOptional: Bool
    /// The don't-know button's label when the item offers one.
    public var dontKnowText: String?
    /// Text the participant can open to learn more about the item.
    public var learnMore: String?
    /// The rule on an earlier answer that must match for the item to be shown.
    public var visibleIf: SkipRule?
    /// The FHIR Questionnaire item the question was imported from (`import fhir`).
    public var fhirItem: JSONValue?

    /// Creates a question item.
    /// - Parameters:
    ///   - identifier: The item's identifier.
    ///   - text: The question.
    ///   - answerFormat: What answers are allowed.
    ///   - isOptional: Whether the item may be left unanswered.
    ///   - dontKnowText: The don't-know button's label, when offered.
    ///   - learnMore: Text to learn more about the item.
    ///   - visibleIf: The rule that must match for the item to be shown.
    ///   - fhirItem: The FHIR Questionnaire item the question was imported from.
    public init(identifier: String, text: String? = nil, answerFormat: any AnswerFormat, isOptional: Bool = true,
                dontKnowText: String? = nil, learnMore: String? = nil, visibleIf: SkipRule? = nil, fhirItem: JSONValue? = nil) {
        self.identifier = identifier
        self.text = text
        self.answerFormat = answerFormat
        self.isOptional = isOptional
        self.dontKnowText = dontKnowText
        self.learnMore = learnMore
        self.visibleIf = visibleIf
        self.fhirItem = fhirItem
    }

    /// Creates a section title: presenters show it as a heading above the questions after it,
    /// and it has no result.
    /// - Parameter sectionTitle: The heading.
    public init(sectionTitle: String) {
        identifier = ""
        self.sectionTitle = sectionTitle
        isOptional = true
    }
}
