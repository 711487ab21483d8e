import ActiveTasks

extension AnalysisKind {
    /// Whether a task step of this kind is a walk that gets the gait figures (`walkingBouts`, the
    /// medians and 95th centiles) when its run knows the sensor's or the body's height: a walk,
    /// a walk back and forth, a Timed Up and Go.
    public var isWalking: Bool {
        GaitAnalysis.stepKinds.contains(self)
    }
}
