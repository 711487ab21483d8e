/// The sharing step (ResearchKit's `ORKConsentSharingStep`): a required choice between sharing
/// the participant's coded data broadly and only with the investigators, in ResearchKit's words.
/// The answer, stored under the step's identifier, is a boolean: `true` shares broadly.
///
/// JSON: `{ "type": "consentSharing", "identifier": "sharing", "investigatorShortDescription":
/// "Acme", "investigatorLongDescription": "Acme University and its partners", "learnMoreContent":
/// "…" }`; both descriptions are required and not empty.
public struct ConsentSharingStep: Step {
    /// The step's identifier; the answer is stored under it.
    public var identifier: String
    /// A short title; "Sharing Options" by default.
    public var title: String?
    /// The explanation; ResearchKit's by default.
    public var text: String?
    /// The investigators in brief, named in the choice to share broadly.
    public var investigatorShortDescription: String
    /// The investigators in full, named in the text and in the choice to share with them only.
    public var investigatorLongDescription: String
    /// More about data sharing, behind "Learn more about data sharing".
    public var learnMoreContent: String?
    /// Navigation out of the step, including survey rules on the answer.
    public var navigation: StepNavigation

    /// The label of the "learn more" content.
    public static let learnMoreLabel = "Learn more about data sharing"

    /// Creates a sharing step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title; ResearchKit's when `nil`.
    ///   - text: The explanation; ResearchKit's when `nil`.
    ///   - investigatorShortDescription: The investigators in brief.
    ///   - investigatorLongDescription: The investigators in full.
    ///   - learnMoreContent: More about data sharing.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, investigatorShortDescription: String,
                investigatorLongDescription: String, learnMoreContent: String? = nil,
                navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title ?? "Sharing Options"
        self.text = text ?? "\(investigatorLongDescription) will receive your study data from your participation in this study.\n\nSharing your coded study data more broadly (without information such as your name) may benefit this and future research."
        self.investigatorShortDescription = investigatorShortDescription
        self.investigatorLongDescription = investigatorLongDescription
        self.learnMoreContent = learnMoreContent
        self.navigation = navigation
    }

    /// Reads the step from task JSON; an empty or missing description is recorded.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        var descriptions: [String] = []
        for key in ["investigatorShortDescription", "investigatorLongDescription"] {
            guard let description = reader.requiredString(key) else { continue }
            if description.trimmingSpaces.isEmpty {
                reader.log.error(reader.path(of: key), "is empty; name the investigators, it is part of the choice the participant makes")
                continue
            }
            descriptions.append(description)
        }
        let learnMore = reader.string("learnMoreContent")
        guard let identifier = header.identifier, descriptions.count == 2 else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, investigatorShortDescription: descriptions[0],
                  investigatorLongDescription: descriptions[1], learnMoreContent: learnMore, navigation: header.navigation)
    }

    /// `"consentSharing"`.
    public var type: String { "consentSharing" }

    /// The two choices, in ResearchKit's words: yes shares broadly, no only with the investigators.
    public var answerFormat: BooleanAnswerFormat {
        BooleanAnswerFormat(yes: "Share my data with \(investigatorShortDescription) and qualified researchers worldwide",
                            no: "Only share my data with \(investigatorLongDescription)")
    }

    /// The one required choice, stored under the step's identifier.
    public var questions: [Question] {
        [Question(identifier: identifier, prompt: nil, answerFormat: answerFormat, isOptional: false)]
    }
}
