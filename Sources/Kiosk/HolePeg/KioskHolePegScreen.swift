/// What the kiosk page draws of a hole-peg step, beside the screen's title, text and time left.
package struct KioskHolePegScreen: Encodable {
    /// The peg and the hole or the line.
    var holePeg: KioskHolePeg
}
