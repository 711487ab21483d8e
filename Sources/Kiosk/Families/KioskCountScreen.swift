/// What the kiosk page draws of a walk beside its timer: a count towards a target (a walking
/// leg's counted steps of its number, a timed walk's metres walked of its distance).
package struct KioskCountScreen: Encodable {
    /// The count so far.
    var count: Double
    /// The target `count` goes to.
    var target: Double
}
