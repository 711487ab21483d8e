/// What the kiosk page draws of a Stroop step, beside the screen's title and text.
package struct KioskStroopScreen: Encodable {
    /// The word shown, or `nil` while it is blank between trials.
    var word: String?
    /// The colour the word is printed in, as a CSS hex colour.
    var ink: String?
    /// The trial shown, from 1.
    var game: Int
    /// The number of trials.
    var games: Int
    /// The four colour buttons, in page units.
    var targets: [KioskTarget]
}
