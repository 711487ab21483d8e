import ActiveTasks

/// The walking family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The steps a walking leg has counted: `{1}` of `{2}`.
    package static let stepsCounted = BuiltInText("stepsCounted", table: .families)
    /// The console as a walking leg starts: `{1}` steps, at most `{2}` seconds.
    package static let walkInstruction = BuiltInText("walkInstruction", table: .families)
    /// The console as a walking leg ends: `{1}` steps counted in `{2}` seconds.
    package static let walkSummary = BuiltInText("walkSummary", table: .families)
}
