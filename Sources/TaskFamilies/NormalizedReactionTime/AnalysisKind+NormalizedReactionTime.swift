import ActiveTasks

extension AnalysisKind {
    /// A touch reaction-time step's attempts: latencies, false starts and timeouts, from its result.
    public static let normalizedReactionTime = AnalysisKind(rawValue: "normalizedReactionTime")
}
