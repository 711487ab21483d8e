import ActiveTasks

/// The hole peg family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The console as a hole-peg step starts: `{1}` pegs.
    package static let holePegInstruction = BuiltInText("holePegInstruction", table: .families)
    /// The console as a hole-peg step ends: `{1}` of `{2}` pegs, `{3}` dropped.
    package static let holePegSummary = BuiltInText("holePegSummary", table: .families)
    /// The full-screen terminal's message on a hole-peg step, which keys cannot play.
    package static let holePegNeedsTouch = BuiltInText("holePegNeedsTouch", table: .families)
}
