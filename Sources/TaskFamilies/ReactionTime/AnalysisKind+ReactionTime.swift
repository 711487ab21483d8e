import ActiveTasks

extension AnalysisKind {
    /// A shake reaction-time step's latencies, from its attempts.
    public static let reactionTime = AnalysisKind(rawValue: "reactionTime")
}
