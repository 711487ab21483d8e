import ActiveTasks

extension AnalysisKind {
    /// A touch-ability step's trials from the task's results.
    public static let touchAbility = AnalysisKind(rawValue: "touchAbility")
}
