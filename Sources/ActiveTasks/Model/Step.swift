import RecordingFormat

/// One step of a task: what a presenter shows or runs, and how navigation leaves it.
///
/// The standard step types are `InstructionStep`, `QuestionStep`, `FormStep`, `CountdownStep`,
/// `ActiveStep`, `CompletionStep` and `SectionStep`; register your own in a `StepRegistry`.
public protocol Step: Sendable {
    /// The step's identifier, title, text and navigation, which the members of the same names
    /// read unless the step says otherwise.
    var header: StepHeader { get }
    /// The step's identifier, unique within its task.
    var identifier: String { get }
    /// The `"type"` the step is written with in task JSON.
    var type: String { get }
    /// A short title shown to the participant.
    var title: String? { get }
    /// The step's text shown to the participant.
    var text: String? { get }
    /// Where navigation goes after this step and whether it may be skipped or left backwards.
    var navigation: StepNavigation { get }
    /// The answers the step collects; empty for steps that ask nothing.
    var questions: [Question] { get }
    /// Whether the step runs by itself for a time (active and countdown steps); a task is never
    /// resumed at such a step.
    var isActive: Bool { get }
    /// How long an active step runs, in seconds.
    var duration: Double? { get }
    /// The recorders that record while this step runs.
    var recorders: [RecorderConfiguration] { get }
    /// Nested steps, for sections.
    var steps: [any Step] { get }
    /// The analysis the task gives what an active step records, written into its step result;
    /// `nil` when the step's type decides (walking, tapping) or the task does not say.
    var analysis: AnalysisKind? { get }
    /// What the step does while it runs: when it ends and what results it makes; `nil` for
    /// steps that only show something or ask.
    /// - Parameter context: How the presenter runs it.
    func makeActivity(in context: ActivityContext) -> (any StepActivity)?
}

extension Step {
    /// The header's identifier.
    public var identifier: String { header.identifier }
    /// The header's title.
    public var title: String? { header.title }
    /// The header's text.
    public var text: String? { header.text }
    /// The header's navigation.
    public var navigation: StepNavigation { header.navigation }
    /// Steps ask nothing unless they say so.
    public var questions: [Question] { [] }
    /// Steps are not active unless they say so.
    public var isActive: Bool { false }
    /// Steps have no duration unless they say so.
    public var duration: Double? { nil }
    /// Steps record nothing unless they say so.
    public var recorders: [RecorderConfiguration] { [] }
    /// Steps have no nested steps unless they say so.
    public var steps: [any Step] { [] }
    /// Steps name no analysis unless they say so.
    public var analysis: AnalysisKind? { nil }
    /// Active steps run for their duration unless they say otherwise.
    public func makeActivity(in context: ActivityContext) -> (any StepActivity)? {
        isActive ? TimedActivity(duration: duration ?? 0) : nil
    }
}
