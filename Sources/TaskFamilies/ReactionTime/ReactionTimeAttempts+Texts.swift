import ActiveTasks

extension ReactionTimeAttempts {
    /// What the participant sees between attempts: the last one's reaction time in ms, `tooLate`
    /// after a timeout, or too early after a false start; `nil` outside a pause.
    /// - Parameters:
    ///   - tooLate: The step's own words for a timeout (shake or touch).
    ///   - language: The language to show.
    func pauseText(tooLate: BuiltInText, in language: BuiltInLanguage) -> String? {
        guard case .pause(_, let outcome) = phase else { return nil }
        switch outcome {
        case .success:
            let latency = attempts.last?.latency ?? 0
            return BuiltInText.reactionTimeLatency.text(in: language, String(Int((latency * 1000).rounded())))
        case .timeout:
            return tooLate.text(in: language)
        case .falseStart:
            return BuiltInText.reactionTimeTooEarly.text(in: language)
        }
    }

    /// The attempts' outcomes in words: in time, too late, too early.
    /// - Parameter language: The language to show.
    func summaryText(in language: BuiltInLanguage) -> String {
        BuiltInText.reactionTimeSummary.text(in: language, String(successes), String(attempts.count { $0.outcome == .timeout }),
                                             String(attempts.count { $0.outcome == .falseStart }))
    }
}
