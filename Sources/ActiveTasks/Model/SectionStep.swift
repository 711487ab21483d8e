/// A named group of steps; navigating to a section goes to its first step.
public struct SectionStep: Step {
    /// The section's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// A description of the section.
    public var text: String?
    /// The steps of the section, in order.
    public var sectionSteps: [any Step]
    /// Always plain: sections are not navigated themselves; rules go on their steps.
    public var navigation: StepNavigation { StepNavigation() }

    /// Creates a section.
    /// - Parameters:
    ///   - identifier: The section's identifier.
    ///   - title: A short title.
    ///   - text: A description.
    ///   - steps: The steps of the section.
    public init(identifier: String, title: String? = nil, text: String? = nil, steps: [any Step]) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.sectionSteps = steps
    }

    /// Reads the section from task JSON; `steps` is required.
    /// - Parameter reader: The section's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("steps") == nil { reader.log.error(reader.path(of: "steps"), "missing; a section needs steps") }
        let steps = reader.steps("steps")
        if header.navigation != StepNavigation() {
            reader.log.error(reader.path, "a section has no navigation of its own; put the rules on its steps")
        }
        guard let identifier = header.identifier else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, steps: steps)
    }

    /// `"section"`.
    public var type: String { "section" }
    /// The section's steps.
    public var steps: [any Step] { sectionSteps }
}
