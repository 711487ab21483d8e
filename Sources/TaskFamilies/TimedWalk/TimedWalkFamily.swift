import ActiveTasks

/// A timed walk (ResearchKit's `ORKTimedWalkStep`): walk a distance, measured by location.
public enum TimedWalkFamily: TaskFamily {
    /// The family's name.
    public static let name = "timedWalk"
    /// The family's step types.
    public static let steps = [StepType("timedWalk") { TimedWalkStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [TimedWalkResult.self]
}
