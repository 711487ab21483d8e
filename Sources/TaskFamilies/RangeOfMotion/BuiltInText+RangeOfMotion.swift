import ActiveTasks

/// The range of motion family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The console as a range-of-motion step starts: `{1}` seconds.
    package static let rangeOfMotionInstruction = BuiltInText("rangeOfMotionInstruction", table: .families)
    /// A range-of-motion step's angle now: `{1}` degrees.
    package static let rangeOfMotionAngle = BuiltInText("rangeOfMotionAngle", table: .families)
    /// The console as a range-of-motion step ends: range `{1}`°, from `{2}`° to `{3}`°.
    package static let rangeOfMotionSummary = BuiltInText("rangeOfMotionSummary", table: .families)
}
