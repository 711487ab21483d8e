import ActiveTasks

/// The Tower of Hanoi (ResearchKit's `ORKTowerOfHanoiStep`): move a stack of disks.
public enum TowerOfHanoiFamily: TaskFamily {
    /// The family's name.
    public static let name = "towerOfHanoi"
    /// The family's step types.
    public static let steps = [StepType("towerOfHanoi") { TowerOfHanoiStep(reader: $0) }]
    /// The family's step results.
    public static let results: [any TypedResult.Type] = [TowerOfHanoiResult.self]
}
