/// What the kiosk page draws of a spatial span memory game.
package struct KioskSpatialSpanMemoryScreen: Encodable {
    /// The cells, in page units: `lit` while shown in the sequence, `done` once repeated in order.
    var targets: [KioskTarget]
    /// The game's phase (`playback`, `gameplay`, `ready`, `finished`).
    var phase: String
    /// How the last game ended (`success`, `failure`, `timeout`); `nil` while it runs.
    var outcome: String?
    /// Whether the game waits for Continue.
    var started: Bool
    /// The score.
    var score: Int
    /// The game being played, from 1.
    var game: Int
    /// The most games.
    var games: Int
    /// Whether the order is reversed.
    var reversed: Bool
}
