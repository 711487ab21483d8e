import ActiveTasks

extension AnalysisKind {
    /// A Tower of Hanoi step's moves from the task's results.
    public static let towerOfHanoi = AnalysisKind(rawValue: "towerOfHanoi")
}
