import ActiveTasks

/// Range of motion (ResearchKit's knee and shoulder range-of-motion steps) from the device's orientation.
public enum RangeOfMotionFamily: TaskFamily {
    /// The family's name.
    public static let name = "rangeOfMotion"
    /// The family's step types.
    public static let steps = [StepType("rangeOfMotion") { RangeOfMotionStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [RangeOfMotionResult.self]
}
