import ActiveTasks
import TaskFamilies

/// The reaction time by shake on the kiosk: the timer screen, the attempt's wait, signal and
/// outcome as its status; the device's accelerometer answers, not the page.
package enum KioskReactionTimePart: KioskFamilyPart {
    /// The family.
    package typealias Family = ReactionTimeFamily
    /// The activity, shown on the timer screen.
    package typealias Activity = ReactionTimeActivity
}
