/// A named group of steps; navigating to a section goes to its first step.
public struct SectionStep: Step {
    /// The section's identifier, title and description; its navigation is always plain:
    /// sections are not navigated themselves, rules go on their steps.
    public var header: StepHeader
    /// The steps of the section, in order.
    public var steps: [any Step]

    /// Creates a section.
    /// - Parameters:
    ///   - header: The section's identifier, title and description.
    ///   - steps: The steps of the section.
    public init(header: StepHeader, steps: [any Step]) {
        self.header = header
        self.header.navigation = StepNavigation()
        self.steps = steps
    }

    /// Reads the section from task JSON; `steps` is required.
    /// - Parameter reader: The section's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("steps") == nil { reader.log.error(reader.path(of: "steps"), "missing; a section needs steps") }
        let steps = reader.steps("steps")
        guard let header else { return nil }
        if header.navigation != StepNavigation() {
            reader.log.error(reader.path, "a section has no navigation of its own; put the rules on its steps")
        }
        self.init(header: header, steps: steps)
    }

    /// `"section"`.
    public var type: String { "section" }}
