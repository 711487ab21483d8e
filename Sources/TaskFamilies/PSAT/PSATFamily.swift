import ActiveTasks

/// The Paced Serial Addition Test (ResearchKit's `ORKPSATStep`): add each digit to the one before.
public enum PSATFamily: TaskFamily {
    /// The family's name.
    public static let name = "psat"
    /// The family's step types.
    public static let steps = [StepType("psat") { PSATStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [PSATResult.self]
}
