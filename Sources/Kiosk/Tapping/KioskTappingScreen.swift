/// What the kiosk page draws of a tapping step, beside the screen's title, text and time left.
package struct KioskTappingScreen: Encodable {
    /// Whether the first tap on a target started the time.
    var started: Bool
    /// The taps so far.
    var score: Int
    /// The left and right targets, in page units.
    var targets: [KioskTarget]
}
