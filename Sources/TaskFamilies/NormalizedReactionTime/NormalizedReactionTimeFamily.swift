import ActiveTasks

/// Reaction time by touch (ResearchKit's `ORKNormalizedReactionTimeStep`): touch when a circle appears.
public enum NormalizedReactionTimeFamily: TaskFamily {
    /// The family's name.
    public static let name = "normalizedReactionTime"
    /// The family's step types.
    public static let steps = [StepType("normalizedReactionTime") { NormalizedReactionTimeStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [NormalizedReactionTimeResult.self]
}
