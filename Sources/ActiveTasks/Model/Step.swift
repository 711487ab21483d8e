import RecordingFormat

/// One step of a task: what a presenter shows or asks, and how navigation leaves it.
///
/// The base of the step protocols, as SageResearch's `RSDStep`: a header (identifier, title,
/// text, navigation), the type it is written with, and the questions it asks. Steps that run by
/// themselves while recorders record refine it as `ActivityStep`; sections group steps
/// (`SectionStep`). The standard step types are registered in `StepRegistry.standard`; register
/// your own there.
public protocol Step: Sendable {
    /// The step's identifier, title, text and navigation.
    var header: StepHeader { get }
    /// The `"type"` the step is written with in task JSON.
    var type: String { get }
    /// The answers the step collects; empty for steps that ask nothing.
    var questions: [Question] { get }
    /// What is wrong with the step in `task` beyond what reading its JSON found (a timed walk
    /// that no location recorder records), for `validate`.
    /// - Parameters:
    ///   - task: The task the step is in.
    ///   - path: The step's JSON path, for the issues.
    /// - Returns: The issues; empty by default.
    func issues(in task: OrderedTask, at path: String) -> [TaskIssue]
}

extension Step {
    /// The step's identifier, unique within its task.
    public var identifier: String { header.identifier }
    /// A short title shown to the participant.
    public var title: String? { header.title }
    /// The step's text shown to the participant.
    public var text: String? { header.text }
    /// Where navigation goes after this step and whether it may be skipped or left backwards.
    public var navigation: StepNavigation { header.navigation }
    /// Steps ask nothing unless they say so.
    public var questions: [Question] { [] }
    /// Steps find nothing more wrong with themselves unless they say so.
    public func issues(in task: OrderedTask, at path: String) -> [TaskIssue] { [] }
    /// Whether the step runs by itself for a time (an `ActivityStep`: active and countdown
    /// steps); a task is never resumed at such a step.
    public var isActive: Bool { self is any ActivityStep }
}
