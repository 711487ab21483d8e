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
    /// The step's identifier; the agreement is stored under it.
    public var identifier: String
    /// A short title; "Review" by default.
    public var title: String?
    /// The instruction shown above the document.
    public var text: String?
    /// The identifier of the document's signature this step collects.
    public var signatureIdentifier: String
    /// What the participant confirms when agreeing.
    public var reasonForConsent: String?
    /// Whether the whole document must have been shown before the participant can agree.
    public var requiresScrollToBottom: Bool
    /// Navigation out of the step, including survey rules on the agreement.
    public var navigation: StepNavigation

    /// Creates a review step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title; "Review" when `nil`.
    ///   - text: The instruction; ResearchKit's when `nil`.
    ///   - signatureIdentifier: The signature collected.
    ///   - reasonForConsent: What agreeing confirms.
    ///   - requiresScrollToBottom: Whether the whole document must be shown first.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, signatureIdentifier: String,
                reasonForConsent: String? = nil, requiresScrollToBottom: Bool = false,
                navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title ?? "Review"
        self.text = text ?? "Review the form below, and agree if you're ready to continue."
        self.signatureIdentifier = signatureIdentifier
        self.reasonForConsent = reasonForConsent
        self.requiresScrollToBottom = requiresScrollToBottom
        self.navigation = navigation
    }

    /// Reads the step from task JSON; a missing signature identifier is recorded.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("signatureIdentifier") == nil {
            reader.log.error(reader.path(of: "signatureIdentifier"), "missing; name the signature of the consentDocument this review collects")
        }
        let signature = reader.string("signatureIdentifier")
        let reason = reader.string("reasonForConsent")
        let scroll = reader.bool("requiresScrollToBottom") ?? false
        guard let identifier = header.identifier, let signature else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, signatureIdentifier: signature,
                  reasonForConsent: reason, requiresScrollToBottom: scroll, navigation: header.navigation)
    }

    /// `"consentReview"`.
    public var type: String { "consentReview" }

    /// Agree or disagree.
    public static let agreement = BooleanAnswerFormat(yes: "Agree", no: "Disagree")

    /// The agreement, required, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: reasonForConsent, answerFormat: Self.agreement, isOptional: false)]
    }
}
