import ActiveTasks

extension AnalysisKind {
    /// A hole-peg step's moves: time, distance and drops, from its result.
    public static let holePeg = AnalysisKind(rawValue: "holePeg")
}
