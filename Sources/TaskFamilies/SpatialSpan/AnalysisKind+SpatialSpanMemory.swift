import ActiveTasks

extension AnalysisKind {
    /// The spatial span memory game from the task's results.
    public static let memory = AnalysisKind(rawValue: "memory")
}
