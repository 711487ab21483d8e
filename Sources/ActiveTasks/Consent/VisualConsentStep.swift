/// The visual consent sequence (ResearchKit's `ORKVisualConsentStep`): the task's consent
/// document, one section per page, each its summary and then its content behind "learn more";
/// `onlyInDocument` sections are not shown.
///
/// JSON: `{ "type": "visualConsent", "identifier": "visual" }`; the task needs a `consentDocument`.
public struct VisualConsentStep: Step {
    /// The identifier, title, text and navigation.
    public var header: StepHeader

    /// Creates the step.
    /// - Parameter header: The identifier, a short title, text shown before the sections, and navigation.
    public init(header: StepHeader) {
        self.header = header
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        guard let header else { return nil }
        self.init(header: header)
    }

    /// `"visualConsent"`.
    public var type: String { "visualConsent" }
}
