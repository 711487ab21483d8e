import ActiveTasks

extension AnalysisKind {
    /// A knee or shoulder's range of motion, from its step's result.
    public static let rangeOfMotion = AnalysisKind(rawValue: "rangeOfMotion")
}
