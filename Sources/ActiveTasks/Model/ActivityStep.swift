import RecordingFormat

/// A step that runs by itself for a time, while its recorders record: active, walking,
/// tapping, memory, timed-walk and countdown steps (SageResearch's `RSDActiveUIStep`).
///
/// A presenter runs it through the `StepActivity` it makes, which decides when the step ends and
/// what results it gives; a step type of your own that only runs for its duration needs nothing
/// but `duration`.
public protocol ActivityStep: Step {
    /// How long the step runs at most, in seconds; `nil` when its activity alone decides (a
    /// memory game).
    var duration: Double? { get }
    /// The recorders that record while this step runs.
    var recorders: [RecorderConfiguration] { get }
    /// The analysis the task gives what the step records, written into its step result; `nil`
    /// when the step's type decides (walking, tapping) or the task does not say.
    var analysis: AnalysisKind? { get }
    /// Whether the step starts without the participant confirming (a terminal asks for Enter
    /// otherwise).
    var shouldStartAutomatically: Bool { get }
    /// Whether the task goes on by itself when the step is over (a terminal asks for Enter
    /// otherwise).
    var shouldContinueOnFinish: Bool { get }
    /// What the step says and sounds while it runs (its `spokenInstruction` and the other
    /// ResearchKit keys); `SpokenCuePlan` fills in what it leaves out.
    var spokenGuidance: SpokenGuidance { get }
    /// Whether the step is done with the device out of sight (a walk), so that its guidance is
    /// spoken by default (`SpokenCuePlan`).
    var isDoneOutOfSight: Bool { get }
    /// The texts the step's activity may speak as stimuli (the auditory PSAT's digits), for a
    /// speaker to prepare before the run; empty for a step that speaks none.
    var spokenStimuli: [String] { get }
    /// What the step does while it runs: when it ends and what results it makes.
    /// - Parameter context: How the presenter runs it.
    func makeActivity(in context: ActivityContext) -> any StepActivity
}

extension ActivityStep {
    /// Steps record nothing unless they say so.
    public var recorders: [RecorderConfiguration] { [] }
    /// Steps start by themselves unless they say otherwise.
    public var shouldStartAutomatically: Bool { true }
    /// Steps go on by themselves unless they say otherwise.
    public var shouldContinueOnFinish: Bool { true }
    /// Steps name no analysis unless they say so.
    public var analysis: AnalysisKind? { nil }
    /// Steps leave their guidance to their kind unless they say otherwise.
    public var spokenGuidance: SpokenGuidance { SpokenGuidance() }
    /// A step is out of sight when the analysis it names is done with the device out of sight.
    public var isDoneOutOfSight: Bool { analysis.map(outOfSightAnalyses.contains) ?? false }
    /// Steps speak no stimuli unless they say so.
    public var spokenStimuli: [String] { [] }
    /// The step runs for its duration.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        TimedActivity(duration: duration ?? 0, language: context.language)
    }
}

/// The analyses whose active steps are done with the device out of sight (`isDoneOutOfSight`).
private let outOfSightAnalyses: Set<AnalysisKind> = [.walk, .balance, .timedWalk, .sitToStand, .walkBackAndForth, .timedUpAndGo]
