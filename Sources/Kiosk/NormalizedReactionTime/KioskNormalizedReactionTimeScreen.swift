/// What the kiosk page draws of a touch reaction-time step, beside the screen's title and the
/// attempt's state.
package struct KioskNormalizedReactionTimeScreen: Encodable {
    /// Whether the blue circle is to be shown.
    var stimulus: Bool
    /// The attempt, from 1.
    var game: Int
    /// The number of attempts.
    var games: Int
}
