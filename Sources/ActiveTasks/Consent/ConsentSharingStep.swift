import Markup

/// The sharing step (ResearchKit's `ORKConsentSharingStep`): a required choice between sharing
/// the participant's coded data broadly and only with the investigators, in ResearchKit's words.
/// The answer, stored under the step's identifier, is a boolean: `true` shares broadly.
///
/// JSON: `{ "type": "consentSharing", "identifier": "sharing", "investigatorShortDescription":
/// "Acme", "investigatorLongDescription": "Acme University and its partners", "learnMoreContent":
/// "…" }`; both descriptions are required and not empty.
public struct ConsentSharingStep: Step {
    /// The identifier, title, text and navigation.
    public var header: StepHeader
    /// The investigators in brief, named in the choice to share broadly.
    public var investigatorShortDescription: String
    /// The investigators in full, named in the text and in the choice to share with them only.
    public var investigatorLongDescription: String
    /// More about data sharing, behind `learnMoreLabel`.
    public var learnMoreContent: String?

    /// The language of ResearchKit's title, text and choices.
    public var language: BuiltInLanguage

    /// The label of the "learn more" content.
    public var learnMoreLabel: String { BuiltInText.learnMoreSharing.text(in: language) }

    /// Creates a sharing step.
    /// - Parameters:
    ///   - header: The identifier (the answer is stored under it), navigation, and a title and
    ///     explanation, ResearchKit's ("Sharing Options", …) where `nil`.
    ///   - investigatorShortDescription: The investigators in brief.
    ///   - investigatorLongDescription: The investigators in full.
    ///   - learnMoreContent: More about data sharing.
    ///   - language: The language of ResearchKit's title, text and choices.
    public init(header: StepHeader, investigatorShortDescription: String, investigatorLongDescription: String,
                learnMoreContent: String? = nil, language: BuiltInLanguage = .english) {
        self.header = header
        self.language = language
        self.header.title = header.title ?? BuiltInText.sharingTitle.text(in: language)
        self.header.text = header.text ?? BuiltInText.sharingText.text(in: language, investigatorLongDescription)
        self.investigatorShortDescription = investigatorShortDescription
        self.investigatorLongDescription = investigatorLongDescription
        self.learnMoreContent = learnMoreContent
    }

    /// Reads the step from task JSON; an empty or missing description is recorded.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        var descriptions: [String] = []
        for key in ["investigatorShortDescription", "investigatorLongDescription"] {
            guard let description = reader.requiredText(key) else { continue }
            if description.trimmingSpaces.isEmpty {
                reader.log.error(reader.path(of: key), "is empty; name the investigators, it is part of the choice the participant makes")
                continue
            }
            descriptions.append(description)
        }
        let learnMore = reader.text("learnMoreContent")
        guard let header, descriptions.count == 2 else { return nil }
        self.init(header: header, investigatorShortDescription: descriptions[0], investigatorLongDescription: descriptions[1],
                  learnMoreContent: learnMore, language: BuiltInLanguage(tag: reader.localization.shownLanguage) ?? .english)
    }

    /// `"consentSharing"`.
    public var type: String { "consentSharing" }

    /// The two choices, in ResearchKit's words in the step's language: yes shares broadly, no only with the investigators.
    public var answerFormat: BooleanAnswerFormat {
        BooleanAnswerFormat(yes: BuiltInText.shareBroadly.text(in: language, investigatorShortDescription),
                            no: BuiltInText.shareOnlyWith.text(in: language, investigatorLongDescription))
    }

    /// The one required choice, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: nil, answerFormat: answerFormat, isOptional: false)]
    }
}
