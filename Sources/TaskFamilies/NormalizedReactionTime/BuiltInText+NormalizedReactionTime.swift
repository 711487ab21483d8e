import ActiveTasks

/// The touch reaction time family's texts, in the families' table (`BuiltInTextTable.families`).
extension BuiltInText {
    /// The console as a touch reaction-time step starts: `{1}` attempts.
    package static let normalizedReactionTimeInstruction = BuiltInText("normalizedReactionTimeInstruction", table: .families)
    /// A touch reaction-time attempt's wait: attempt `{1}` of `{2}` (ResearchKit's
    /// `REACTION_TIME_TASK_ATTEMPTS_FORMAT`).
    package static let normalizedReactionTimeWait = BuiltInText("normalizedReactionTimeWait", table: .families)
    /// A touch reaction-time attempt's stimulus is shown.
    package static let normalizedReactionTimeStimulus = BuiltInText("normalizedReactionTimeStimulus", table: .families)
    /// A touch reaction-time attempt timed out.
    package static let normalizedReactionTimeTooLate = BuiltInText("normalizedReactionTimeTooLate", table: .families)
    /// The full-screen terminal's key on a touch reaction-time step: `{1}` the key.
    package static let footerNormalizedReactionTimeKeys = BuiltInText("footerNormalizedReactionTimeKeys", table: .families)
}
