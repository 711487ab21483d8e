import ActiveTasks

/// A walking leg (ResearchKit's `ORKWalkingTaskStep`): walk a number of steps, counted live.
public enum WalkingFamily: TaskFamily {
    /// The family's name.
    public static let name = "walking"
    /// The family's step types.
    public static let steps = [StepType("walking") { WalkingStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = []
}
