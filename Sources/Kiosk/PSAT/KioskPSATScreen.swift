/// What the kiosk page draws of a PSAT step, beside the screen's title and text.
package struct KioskPSATScreen: Encodable {
    /// The digit shown, or `-` between digits (`Listen` when the digits are spoken).
    var digit: String
    /// The addition asked for, from 1 (0 while the first digit is shown).
    var game: Int
    /// The number of additions.
    var games: Int
    /// The keypad's keys, sums 3 to 17, in page units.
    var targets: [KioskTarget]
}
