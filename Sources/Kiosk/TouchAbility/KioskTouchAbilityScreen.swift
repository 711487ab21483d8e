/// What the kiosk page draws of a touch-ability step, beside the screen's title and text: one of
/// the square, the arrow, the scroll list or the two-finger shape while a trial runs, none during
/// the pause.
package struct KioskTouchAbilityScreen: Encodable {
    /// The trial shown, from 1.
    var game: Int
    /// The number of trials.
    var games: Int
    /// The direction to swipe (`up`, `down`, `left`, `right`) while a swipe trial runs.
    var arrow: String?
    /// The square to tap or hold, in page units, while a tap or long-press trial runs.
    var targets: [KioskTarget]?
    /// The scroll list while a scroll trial runs.
    var scroll: KioskScroll?
    /// The shape and the fingers while a pinch or rotation trial runs.
    var twoFingers: KioskTwoFingers?
}
