import ActiveTasks

/// The screen of a `countdown` step: its seconds left, in large digits where they fit.
struct CountdownFullScreen: FullScreenActivityScreen {
    /// The activity of a countdown step.
    typealias Activity = TimedActivity
    /// The core's countdown step.
    static let stepTypes = ["countdown"]

    /// The seconds left (`3`, not `0:03`) and the activity's status.
    func frame(_ step: any Step, _ activity: TimedActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        presenter.timerFrame(step, activity, status: activity.status, inSeconds: true)
    }
}
