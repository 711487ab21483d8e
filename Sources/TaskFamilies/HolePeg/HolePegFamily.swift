import ActiveTasks

/// The 9-hole peg test on a screen (ResearchKit's `ORKHolePegTestPlaceStep` and `…RemoveStep`).
public enum HolePegFamily: TaskFamily {
    /// The family's name.
    public static let name = "holePeg"
    /// The family's step types.
    public static let steps = [StepType("holePeg") { HolePegStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [HolePegResult.self]
}
