import ActiveTasks

extension AnalysisKind {
    /// A Stroop step's trials from the task's results.
    public static let stroop = AnalysisKind(rawValue: "stroop")
}
