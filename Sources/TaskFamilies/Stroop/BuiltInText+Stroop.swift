import ActiveTasks

/// The Stroop family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The full-screen footer's keys of a Stroop step: `{1}` the keys of the four colours.
    package static let footerStroopKeys = BuiltInText("footerStroopKeys", table: .families)
    /// The console as a Stroop step starts: `{1}` words.
    package static let stroopInstruction = BuiltInText("stroopInstruction", table: .families)
    /// The console as a Stroop step ends: `{1}` of `{2}` right.
    package static let stroopSummary = BuiltInText("stroopSummary", table: .families)
    /// The Stroop test's word for red, in capitals (ResearchKit's `STROOP_COLOR_RED`).
    package static let stroopColorRed = BuiltInText("stroopColorRed", table: .families)
    /// The Stroop test's word for green, in capitals (ResearchKit's `STROOP_COLOR_GREEN`).
    package static let stroopColorGreen = BuiltInText("stroopColorGreen", table: .families)
    /// The Stroop test's word for blue, in capitals (ResearchKit's `STROOP_COLOR_BLUE`).
    package static let stroopColorBlue = BuiltInText("stroopColorBlue", table: .families)
    /// The Stroop test's word for yellow, in capitals (ResearchKit's `STROOP_COLOR_YELLOW`).
    package static let stroopColorYellow = BuiltInText("stroopColorYellow", table: .families)
    /// The Stroop button's label for red: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_RED_INITIAL`); the four labels differ.
    package static let stroopColorRedInitial = BuiltInText("stroopColorRedInitial", table: .families)
    /// The Stroop button's label for green: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_GREEN_INITIAL`); the four labels differ.
    package static let stroopColorGreenInitial = BuiltInText("stroopColorGreenInitial", table: .families)
    /// The Stroop button's label for blue: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_BLUE_INITIAL`); the four labels differ.
    package static let stroopColorBlueInitial = BuiltInText("stroopColorBlueInitial", table: .families)
    /// The Stroop button's label for yellow: the first letter(s) of the word, at most two
    /// (ResearchKit's `STROOP_COLOR_YELLOW_INITIAL`); the four labels differ.
    package static let stroopColorYellowInitial = BuiltInText("stroopColorYellowInitial", table: .families)
}
