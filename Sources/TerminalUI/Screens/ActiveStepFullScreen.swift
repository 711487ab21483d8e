import ActiveTasks

/// The screen of an `active` step: its time left as m:ss, in large digits where they fit.
struct ActiveStepFullScreen: FullScreenActivityScreen {
    /// The activity of an active step.
    typealias Activity = TimedActivity
    /// The core's active step.
    static let stepTypes = ["active"]
}
