import ActiveTasks
import TaskFamilies

/// The range-of-motion screen: the time left and the limb's angle under it (the activity's
/// `status`), as the presenter's timer frame draws them; no key plays it.
struct RangeOfMotionFullScreen: FullScreenActivityScreen {
    /// The activity of the family's steps.
    typealias Activity = RangeOfMotionActivity
    /// The range-of-motion family's steps.
    static let stepTypes = RangeOfMotionFamily.steps.map(\.name)
}
