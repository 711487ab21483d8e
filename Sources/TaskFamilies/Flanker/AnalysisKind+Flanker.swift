import ActiveTasks

extension AnalysisKind {
    /// A flanker step's trials: accuracy, reaction times, the flanker effect and NIH Toolbox's
    /// computed score, from its result.
    public static let flanker = AnalysisKind(rawValue: "flanker")
}
