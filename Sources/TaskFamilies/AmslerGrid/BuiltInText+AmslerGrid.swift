import ActiveTasks

/// The Amsler grid family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The console as an Amsler grid step starts.
    package static let amslerGridInstruction = BuiltInText("amslerGridInstruction", table: .families)
    /// The console as an Amsler grid step ends: `{1}` areas marked.
    package static let amslerGridSummary = BuiltInText("amslerGridSummary", table: .families)
    /// The full-screen terminal's keys on an Amsler grid step.
    package static let footerAmslerGridKeys = BuiltInText("footerAmslerGridKeys", table: .families)
}
