import ActiveTasks

/// Reaction time by shaking (ResearchKit's `ORKReactionTimeStep`): shake the device when the signal appears.
public enum ReactionTimeFamily: TaskFamily {
    /// The family's name.
    public static let name = "reactionTime"
    /// The family's step types.
    public static let steps = [StepType("reactionTime") { ReactionTimeStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [ReactionTimeResult.self]
}
