import ActiveTasks

/// The reaction time (by shake) family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The console as a reaction-time step starts: `{1}` attempts.
    package static let reactionTimeInstruction = BuiltInText("reactionTimeInstruction", table: .families)
    /// A reaction-time attempt waiting for its stimulus: attempt `{1}` of `{2}`.
    package static let reactionTimeWait = BuiltInText("reactionTimeWait", table: .families)
    /// A reaction-time attempt's stimulus.
    package static let reactionTimeStimulus = BuiltInText("reactionTimeStimulus", table: .families)
    /// A reaction-time attempt that succeeded: `{1}` milliseconds.
    package static let reactionTimeLatency = BuiltInText("reactionTimeLatency", table: .families)
    /// A reaction-time attempt that timed out.
    package static let reactionTimeTooLate = BuiltInText("reactionTimeTooLate", table: .families)
    /// A reaction-time attempt with a movement before the stimulus.
    package static let reactionTimeTooEarly = BuiltInText("reactionTimeTooEarly", table: .families)
    /// The console as a reaction-time step ends: `{1}` successes, `{2}` timeouts, `{3}` false starts.
    package static let reactionTimeSummary = BuiltInText("reactionTimeSummary", table: .families)
}
