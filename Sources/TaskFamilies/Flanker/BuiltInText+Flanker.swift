import ActiveTasks

extension BuiltInText {
    /// The console as a flanker step starts: `{1}` rows.
    package static let flankerInstruction = BuiltInText("flankerInstruction", table: .families)
    /// The console as a flanker step ends: `{1}` of `{2}` rows answered right.
    package static let flankerSummary = BuiltInText("flankerSummary", table: .families)
    /// The kiosk's name of the left answer button.
    package static let flankerLeft = BuiltInText("flankerLeft", table: .families)
    /// The kiosk's name of the right answer button.
    package static let flankerRight = BuiltInText("flankerRight", table: .families)
    /// The full-screen footer's keys of a flanker step.
    package static let footerFlankerKeys = BuiltInText("footerFlankerKeys", table: .families)
}
