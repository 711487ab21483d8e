import ActiveTasks
import TaskFamilies

/// A timed walk on the kiosk: the timer and the metres walked (to a tenth), towards the walk's
/// distance.
package enum KioskTimedWalkPart: KioskFamilyPart {
    /// The family.
    package typealias Family = TimedWalkFamily

    /// The page's view: `timedWalk`.
    package static let kind: String? = "timedWalk"

    /// The view's texts: the distance walked.
    package static let labels: [BuiltInText] = [.distanceWalked]

    /// The metres walked and the distance.
    package static func screen(of walk: TimedWalkActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskCountScreen? {
        KioskCountScreen(count: (walk.distanceWalked * 10).rounded() / 10, target: walk.step.distanceInMeters)
    }
}
