/// What the kiosk page draws of a flanker step, beside the screen's title and text.
package struct KioskFlankerScreen: Encodable {
    /// The row shown as text (`<<><<`), or `nil` between rows.
    var arrows: String?
    /// Whether the fixation cross is shown (between rows, before the last ends).
    var fixation: Bool
    /// The row shown, from 1.
    var game: Int
    /// The number of rows.
    var games: Int
    /// The two buttons, left and right, in page units.
    var targets: [KioskTarget]
}
