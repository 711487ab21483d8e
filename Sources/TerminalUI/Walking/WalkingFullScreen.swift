import ActiveTasks
import TaskFamilies

/// The walking leg's screen: its time left and the steps counted so far (`Steps: 4 of 20`).
struct WalkingFullScreen: FullScreenActivityScreen {
    /// The walking family's steps.
    static let stepTypes = WalkingFamily.steps.map(\.name)

    /// The time left and the steps counted.
    func frame(_ step: any Step, _ walking: WalkingActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        presenter.timerFrame(step, walking, status: presenter.builtIn(.stepsCounted, String(walking.counter.count), String(walking.step.numberOfSteps)))
    }
}
