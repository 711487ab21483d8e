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
    /// The identifier, title, instruction text and navigation.
    public var header: StepHeader
    /// More text shown below.
    public var detail: String?

    /// Creates an instruction or completion step.
    /// - Parameters:
    ///   - kind: Instruction or completion.
    ///   - header: The identifier, title, instruction text and navigation.
    ///   - detail: More text.
    public init(kind: Kind = .instruction, header: StepHeader, detail: String? = nil) {
        self.kind = kind
        self.header = header
        self.detail = detail
    }

    /// Reads the step from task JSON.
    /// - Parameters:
    ///   - kind: Instruction or completion, from the `"type"`.
    ///   - reader: The step's object.
    public init?(kind: Kind, reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let detail = reader.text("detail")
        guard let header else { return nil }
        self.init(kind: kind, header: header, detail: detail)
    }

    /// The kind's name.
    public var type: String { kind.rawValue }
}
