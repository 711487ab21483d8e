import ActiveTasks
import TaskFamilies

/// A range of motion on the kiosk: the timer screen, the angle as its status; the device's motion
/// sensors measure it, not the page.
package enum KioskRangeOfMotionPart: KioskFamilyPart {
    /// The family.
    package typealias Family = RangeOfMotionFamily
    /// The activity, shown on the timer screen.
    package typealias Activity = RangeOfMotionActivity
}
