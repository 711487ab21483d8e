import ActiveTasks

/// Two-finger tapping (ResearchKit's `ORKTappingIntervalStep`): tap two targets alternately.
public enum TappingFamily: TaskFamily {
    /// The family's name.
    public static let name = "tapping"
    /// The family's step types.
    public static let steps = [StepType("tapping") { TappingStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [TappingResult.self]
}
