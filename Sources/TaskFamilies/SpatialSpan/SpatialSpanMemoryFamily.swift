import ActiveTasks

/// The spatial span memory game (ResearchKit's `ORKSpatialSpanMemoryStep`): repeat sequences of lit targets.
public enum SpatialSpanMemoryFamily: TaskFamily {
    /// The family's name.
    public static let name = "spatialSpanMemory"
    /// The family's step types.
    public static let steps = [StepType("spatialSpanMemory") { SpatialSpanMemoryStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [SpatialSpanMemoryResult.self]
}
