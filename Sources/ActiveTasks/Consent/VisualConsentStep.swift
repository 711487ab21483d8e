/// The visual consent sequence (ResearchKit's `ORKVisualConsentStep`): the task's consent
/// document, one section per page, each its summary and then its content behind "learn more";
/// `onlyInDocument` sections are not shown.
///
/// JSON: `{ "type": "visualConsent", "identifier": "visual" }`; the task needs a `consentDocument`.
public struct VisualConsentStep: Step {
    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// Text shown before the sections.
    public var text: String?
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates the step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: Text shown before the sections.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.navigation = navigation
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        guard let identifier = header.identifier else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, navigation: header.navigation)
    }

    /// `"visualConsent"`.
    public var type: String { "visualConsent" }
}
