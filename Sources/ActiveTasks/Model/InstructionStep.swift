/// A step that only shows text: an instruction, or the completion step at the end of a task.
public struct InstructionStep: Step {
    /// Whether the step introduces or closes the task.
    public enum Kind: String, Sendable, CaseIterable {
        /// Written `"type": "instruction"`.
        case instruction
        /// Written `"type": "completion"`.
        case completion
    }

    /// Instruction or completion.
    public var kind: Kind
    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// The instruction text.
    public var text: String?
    /// More text shown below.
    public var detail: String?
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates an instruction or completion step.
    /// - Parameters:
    ///   - kind: Instruction or completion.
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: The instruction text.
    ///   - detail: More text.
    ///   - navigation: Navigation out of the step.
    public init(kind: Kind = .instruction, identifier: String, title: String? = nil, text: String? = nil,
                detail: String? = nil, navigation: StepNavigation = StepNavigation()) {
        self.kind = kind
        self.identifier = identifier
        self.title = title
        self.text = text
        self.detail = detail
        self.navigation = navigation
    }

    /// Reads the step from task JSON.
    /// - Parameters:
    ///   - kind: Instruction or completion, from the `"type"`.
    ///   - reader: The step's object.
    public init?(kind: Kind, reader: JSONObjectReader) {
        let header = reader.stepHeader()
        guard let identifier = header.identifier else { return nil }
        self.init(kind: kind, identifier: identifier, title: header.title, text: header.text,
                  detail: reader.string("detail"), navigation: header.navigation)
    }

    /// The kind's name.
    public var type: String { kind.rawValue }
}
