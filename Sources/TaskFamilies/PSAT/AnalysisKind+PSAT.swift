import ActiveTasks

extension AnalysisKind {
    /// A PSAT step's additions from the task's results.
    public static let psat = AnalysisKind(rawValue: "psat")
}
