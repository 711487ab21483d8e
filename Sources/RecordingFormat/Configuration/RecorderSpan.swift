/// Which steps a task-level recorder spans: the task-side half of a `RecorderConfiguration`
/// (SageResearch semantics: it starts when the start step begins, or with the task when absent,
/// and stops when the stop step ends, or with the task when absent).
public struct RecorderSpan: Sendable, Equatable, Hashable {
    /// The step whose start starts the recorder; `nil` for the task's start.
    public var startStepIdentifier: String?
    /// The step whose end stops the recorder; `nil` for the task's end.
    public var stopStepIdentifier: String?

    /// Creates a span.
    /// - Parameters:
    ///   - startStepIdentifier: The step whose start starts the recorder.
    ///   - stopStepIdentifier: The step whose end stops the recorder.
    public init(startStepIdentifier: String? = nil, stopStepIdentifier: String? = nil) {
        self.startStepIdentifier = startStepIdentifier
        self.stopStepIdentifier = stopStepIdentifier
    }
}
