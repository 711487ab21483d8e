import ActiveTasks

/// The Stroop test (ResearchKit's `ORKStroopStep`): choose the colour a word is printed in.
public enum StroopFamily: TaskFamily {
    /// The family's name.
    public static let name = "stroop"
    /// The family's step types.
    public static let steps = [StepType("stroop") { StroopStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [StroopResult.self]
}
