import ActiveTasks
import TaskFamilies

/// The reaction-time screen (shake the device when the signal shows): the time left and the
/// attempt's state under it (the activity's `status`), as the presenter's timer frame draws
/// them; no key plays it.
struct ReactionTimeFullScreen: FullScreenActivityScreen {
    /// The activity of the family's steps.
    typealias Activity = ReactionTimeActivity
    /// The reaction-time family's steps.
    static let stepTypes = ReactionTimeFamily.steps.map(\.name)
}
