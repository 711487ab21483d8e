import ActiveTasks

/// A task family's part in the full-screen presenter: how the family's activity steps look and
/// which keys play them (ResearchKit's step naming its view controller).
///
/// Each family's screen lives in the family's folder (`TerminalUI/Stroop/StroopFullScreen.swift`)
/// and is registered by one line in `FullScreenScreens.all`. The presenter finds it by the step's
/// `type`, makes one for each run of a step (so a screen may keep what the keys typed so far, as
/// PSAT's waiting `1`), and reaches it through `frame(_:of:in:)` and `handle(_:of:in:)`, which cast
/// the running activity to the screen's own `Activity`: no presenter code names a family.
/// A screen that only shows a timer and its activity's `status` (a reaction-time step) declares
/// its step types and `Activity` and keeps the default frame and keys.
package protocol FullScreenActivityScreen: SendableMetatype {
    /// The activity of the steps this screen draws.
    associatedtype Activity: StepActivity
    /// The step types (`"type"` in task JSON) whose activities this screen draws.
    static var stepTypes: [String] { get }
    /// A screen for one run of a step.
    init()
    /// The frame showing `activity` now, its keys' help in the footer.
    /// - Parameters:
    ///   - step: The running step.
    ///   - activity: The step's activity.
    ///   - presenter: The presenter, for its drawing helpers, texts and clock.
    /// - Returns: The frame.
    func frame(_ step: any Step, _ activity: Activity, in presenter: FullScreenPresenter) -> ScreenCanvas
    /// Plays a key the participant pressed on the activity; Esc and Ctrl-C are the presenter's.
    /// - Parameters:
    ///   - key: The key.
    ///   - activity: The step's activity.
    ///   - presenter: The presenter, for its clock.
    mutating func handle(_ key: TerminalKey, _ activity: Activity, in presenter: FullScreenPresenter)
}

extension FullScreenActivityScreen {
    /// The time left and the activity's status under it (`FullScreenPresenter.timerFrame`).
    package func frame(_ step: any Step, _ activity: Activity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        presenter.timerFrame(step, activity, status: activity.status)
    }

    /// No key plays the activity.
    package mutating func handle(_ key: TerminalKey, _ activity: Activity, in presenter: FullScreenPresenter) {}

    /// The frame showing `activity`, when it is this screen's `Activity`.
    /// - Parameters:
    ///   - step: The running step.
    ///   - activity: The step's activity, of any type.
    ///   - presenter: The presenter.
    /// - Returns: The frame, or `nil` when the activity is of another type than this screen draws.
    package func frame(_ step: any Step, of activity: any StepActivity, in presenter: FullScreenPresenter) -> ScreenCanvas? {
        guard let activity = activity as? Activity else { return nil }
        return frame(step, activity, in: presenter)
    }

    /// Plays `key` on `activity`, when it is this screen's `Activity`; otherwise the key does nothing.
    /// - Parameters:
    ///   - key: The key.
    ///   - activity: The step's activity, of any type.
    ///   - presenter: The presenter.
    package mutating func handle(_ key: TerminalKey, of activity: any StepActivity, in presenter: FullScreenPresenter) {
        guard let activity = activity as? Activity else { return }
        handle(key, activity, in: presenter)
    }
}
