import ActiveTasks

/// The Eriksen flanker test (NIH Toolbox's Flanker, Mobile Toolbox's Arrows): answer which way
/// the middle of five arrows points.
public enum FlankerFamily: TaskFamily {
    /// The family's name.
    public static let name = "flanker"
    /// The family's step types.
    public static let steps = [StepType("flanker") { FlankerStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [FlankerResult.self]
}
