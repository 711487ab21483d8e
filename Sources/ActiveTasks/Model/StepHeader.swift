/// The members every step has: identifier, title, text and navigation. Each step type stores one
/// header, and `Step`'s `identifier`, `title`, `text` and `navigation` come from it.
public struct StepHeader: Sendable, Equatable {
    /// The step's identifier, unique within its task; answers are stored under it.
    public var identifier: String
    /// A short title shown to the participant.
    public var title: String?
    /// The step's text shown to the participant (an instruction, a question).
    public var text: String?
    /// Where navigation goes after the step and whether it may be skipped or left backwards.
    public var navigation: StepNavigation

    /// Creates a header.
    /// - Parameters:
    ///   - identifier: The step's identifier, unique within its task.
    ///   - title: A short title.
    ///   - text: The step's text.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.navigation = navigation
    }
}
