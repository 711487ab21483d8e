import ActiveTasks

/// The PSAT family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys of a PSAT step: 3 … 9 at once, 10 … 17 as 1 then 0 … 7.
    package static let footerPSATKeys = BuiltInText("footerPSATKeys", table: .families)
    /// The console as a PSAT step starts: `{1}` additions.
    package static let psatInstruction = BuiltInText("psatInstruction", table: .families)
    /// The console as a PSAT step ends: `{1}` of `{2}` sums right.
    package static let psatSummary = BuiltInText("psatSummary", table: .families)
    /// A PSAT step's text once the first addition is asked for (ResearchKit's `PSAT_INSTRUCTION`).
    package static let psatAddInstruction = BuiltInText("psatAddInstruction", table: .families)
    /// Where an auditory PSAT's digit would be: the digits are spoken, not shown.
    package static let psatListen = BuiltInText("psatListen", table: .families)
}
