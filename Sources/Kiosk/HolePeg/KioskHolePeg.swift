import ActiveTasks

/// What the kiosk page draws of a hole-peg step, in page units (0 … 1 of the page's width and
/// height): the peg where the fingers carry it, and the hole or the line.
struct KioskHolePeg: Encodable, Equatable {
    /// `place` or `remove`.
    var action: String
    /// The peg's frame now: at its start, or carried.
    var peg: KioskTarget
    /// The hole (place) or the line (remove).
    var target: KioskTarget
    /// The peg's turn, in degrees clockwise.
    var rotation: Double
    /// Whether the peg (and hole) are drawn turned, so the peg must be turned 45° to fit.
    var rotated: Bool
    /// Whether two fingers hold the peg.
    var held: Bool
    /// Pegs placed (or removed).
    var done: Int
    /// Pegs the step asks for.
    var pegs: Int
}
