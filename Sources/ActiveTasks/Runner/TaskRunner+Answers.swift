import RecordingFormat

extension TaskRunner {
    /// Ends the current question or form step with `answers`, or skips it when every question
    /// was left unanswered.
    /// - Parameter answers: Answers keyed by question identifier.
    /// - Throws: `ActivetaskError` from `next(answers:)` or `skip()`: a required question has no
    ///   answer, or the task is not running.
    public func finish(answers: [String: AnswerValue]) throws(ActivetaskError) {
        if answers.isEmpty { try skip() } else { try next(answers: answers) }
    }
}
