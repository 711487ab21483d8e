import ActiveTasks

/// The two-finger tapping family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys for the tapping targets: `{1}` left, `{2}` right.
    package static let footerTappingKeys = BuiltInText("footerTappingKeys", table: .families)
    /// The taps so far: `{1}`.
    package static let tapsSoFar = BuiltInText("tapsSoFar", table: .families)
    /// Before the first tap of a tapping step.
    package static let timeStartsAtFirstTap = BuiltInText("timeStartsAtFirstTap", table: .families)
    /// The kiosk's label on a tapping target.
    package static let tapButton = BuiltInText("tapButton", table: .families)
    /// The console as a tapping step starts: `{1}` seconds.
    package static let tappingInstruction = BuiltInText("tappingInstruction", table: .families)
    /// The console as a tapping step ends: `{1}` taps.
    package static let tappingSummary = BuiltInText("tappingSummary", table: .families)
    /// The accessible name of the left tapping target.
    package static let leftTarget = BuiltInText("leftTarget", table: .families)
    /// The accessible name of the right tapping target.
    package static let rightTarget = BuiltInText("rightTarget", table: .families)
}
