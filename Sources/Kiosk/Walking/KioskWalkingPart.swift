import ActiveTasks
import TaskFamilies

/// A walking leg on the kiosk: the timer and the steps the run's own step counter has counted,
/// towards the leg's number of steps.
package enum KioskWalkingPart: KioskFamilyPart {
    /// The family.
    package typealias Family = WalkingFamily

    /// The page's view: `walking`.
    package static let kind: String? = "walking"

    /// The view's texts: the steps counted.
    package static let labels: [BuiltInText] = [.stepsCounted]

    /// The steps counted and the leg's number of steps.
    package static func screen(of walking: WalkingActivity, on screen: inout KioskScreen, in language: BuiltInLanguage) -> KioskCountScreen? {
        KioskCountScreen(count: Double(walking.counter.count), target: Double(walking.step.numberOfSteps))
    }
}
