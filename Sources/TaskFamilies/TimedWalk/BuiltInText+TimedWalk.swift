import ActiveTasks

/// The timed walk family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// A timed walk's distance: `{1}` of `{2}` metres.
    package static let distanceWalked = BuiltInText("distanceWalked", table: .families)
    /// The console as a timed-walk trial starts: `{1}` metres, at most `{2}` seconds.
    package static let timedWalkInstruction = BuiltInText("timedWalkInstruction", table: .families)
    /// The console as a timed-walk trial ends: `{1}` metres in `{2}` seconds.
    package static let timedWalkSummary = BuiltInText("timedWalkSummary", table: .families)
}
