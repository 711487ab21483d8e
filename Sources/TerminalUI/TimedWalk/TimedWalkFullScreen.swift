import ActiveTasks
import TaskFamilies

/// The timed walk's screen: the time left of its time limit, as the presenter's timer frame
/// draws it; no key plays it.
struct TimedWalkFullScreen: FullScreenActivityScreen {
    /// The activity of the family's steps.
    typealias Activity = TimedWalkActivity
    /// The timed-walk family's steps.
    static let stepTypes = TimedWalkFamily.steps.map(\.name)
}
