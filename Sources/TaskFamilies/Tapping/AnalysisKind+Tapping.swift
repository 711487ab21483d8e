import ActiveTasks

extension AnalysisKind {
    /// Finger tapping from touches.
    public static let tapping = AnalysisKind(rawValue: "tapping")
}
