import ActiveTasks

/// Trail Making (ResearchKit's `ORKTrailmakingStep`): tap circles in order, trails A and B.
public enum TrailMakingFamily: TaskFamily {
    /// The family's name.
    public static let name = "trailMaking"
    /// The family's step types.
    public static let steps = [StepType("trailmaking") { TrailMakingStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [TrailMakingResult.self]
}
