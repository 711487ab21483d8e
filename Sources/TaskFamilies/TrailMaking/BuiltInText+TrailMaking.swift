import ActiveTasks

/// The Trail Making family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys of a Trail Making step: `{1}` the keys of the circles.
    package static let footerTrailMakingKeys = BuiltInText("footerTrailMakingKeys", table: .families)
    /// The console as a Trail Making step starts: `{1}` the order of the labels (`1 2 3 4 … 13`).
    package static let trailMakingInstruction = BuiltInText("trailMakingInstruction", table: .families)
    /// A Trail Making step's errors so far (ResearchKit's `TRAILMAKING_ERROR_FORMAT`): `{1}`.
    package static let trailMakingErrors = BuiltInText("trailMakingErrors", table: .families)
    /// The console as a Trail Making step ends: `{1}` of `{2}` circles, `{3}` errors.
    package static let trailMakingSummary = BuiltInText("trailMakingSummary", table: .families)
}
