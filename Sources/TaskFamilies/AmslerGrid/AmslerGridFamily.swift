import ActiveTasks

/// The Amsler grid (ResearchKit's `ORKAmslerGridStep`): mark where lines look wavy or missing.
public enum AmslerGridFamily: TaskFamily {
    /// The family's name.
    public static let name = "amslerGrid"
    /// The family's step types.
    public static let steps = [StepType("amslerGrid") { AmslerGridStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [AmslerGridResult.self]
}
