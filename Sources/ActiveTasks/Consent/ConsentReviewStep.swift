/// The review step (ResearchKit's `ORKConsentReviewStep`): the consent document to read, agree
/// or disagree (the reason for consent confirms an agreement), then the signature's given and
/// family name and the signature itself.
///
/// Its result holds a `consentSignature` result under the signature's identifier, and, so that
/// survey rules can test it, the agreement as a boolean answer under the step's identifier
/// (`{"ruleOperator": "eq", "matchingAnswer": false, "skipToIdentifier": "exit"}` ends the task
/// on a disagreement).
///
/// JSON: `{ "type": "consentReview", "identifier": "review", "signatureIdentifier":
/// "participant", "reasonForConsent": "…", "requiresScrollToBottom": true }`; the task's
/// `consentDocument` must have the signature.
public struct ConsentReviewStep: Step {
    /// The identifier, title, text and navigation.
    public var header: StepHeader
    /// The identifier of the document's signature this step collects.
    public var signatureIdentifier: String
    /// What the participant confirms when agreeing.
    public var reasonForConsent: String?
    /// Whether the whole document must have been shown before the participant can agree.
    public var requiresScrollToBottom: Bool
    /// The language of ResearchKit's title, instruction and the agreement's two answers.
    public var language: BuiltInLanguage

    /// Creates a review step.
    /// - Parameters:
    ///   - header: The identifier, navigation, and a title and instruction, ResearchKit's
    ///     ("Review", …) where `nil`.
    ///   - signatureIdentifier: The signature collected.
    ///   - reasonForConsent: What agreeing confirms.
    ///   - requiresScrollToBottom: Whether the whole document must be shown first.
    ///   - language: The language of ResearchKit's title and instruction.
    public init(header: StepHeader, signatureIdentifier: String, reasonForConsent: String? = nil,
                requiresScrollToBottom: Bool = false, language: BuiltInLanguage = .english) {
        self.header = header
        self.language = language
        self.header.title = header.title ?? BuiltInText.reviewTitle.text(in: language)
        self.header.text = header.text ?? BuiltInText.reviewText.text(in: language)
        self.signatureIdentifier = signatureIdentifier
        self.reasonForConsent = reasonForConsent
        self.requiresScrollToBottom = requiresScrollToBottom
    }

    /// Reads the step from task JSON; a missing signature identifier is recorded.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("signatureIdentifier") == nil {
            reader.log.error(reader.path(of: "signatureIdentifier"), "missing; name the signature of the consentDocument this review collects")
        }
        let signature = reader.string("signatureIdentifier")
        let reason = reader.text("reasonForConsent")
        let scroll = reader.bool("requiresScrollToBottom") ?? false
        guard let header, let signature else { return nil }
        self.init(header: header, signatureIdentifier: signature, reasonForConsent: reason, requiresScrollToBottom: scroll,
                  language: BuiltInLanguage(tag: reader.localization.shownLanguage) ?? .english)
    }

    /// `"consentReview"`.
    public var type: String { "consentReview" }

    /// Agree or disagree, in the step's language.
    public var agreement: BooleanAnswerFormat {
        BooleanAnswerFormat(yes: BuiltInText.agree.text(in: language), no: BuiltInText.disagree.text(in: language))
    }

    /// The agreement, required, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: reasonForConsent, answerFormat: agreement, isOptional: false)]
    }
}
