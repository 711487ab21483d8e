import ActiveTasks

extension AnalysisKind {
    /// A Trail Making step's taps from the task's results (and trail B against trail A of the same run).
    public static let trailMaking = AnalysisKind(rawValue: "trailMaking")
}
