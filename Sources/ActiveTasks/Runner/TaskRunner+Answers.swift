import RecordingFormat

extension TaskRunner {
    /// Ends the current question or form step with `answers`, or skips it when every question
    /// shown was left unanswered and none was hidden (a hidden question is recorded as not shown).
    /// - Parameter answers: Answers keyed by question identifier.
    /// - Throws: `ActivetaskError` from `next(answers:)` or `skip()`: a required question has no
    ///   answer, or the task is not running.
    public func finish(answers: [String: AnswerValue]) throws(ActivetaskError) {
        let hides = currentStep.map { step in step.questions.contains { !isShown($0, of: step, given: answers) } } ?? false
        if answers.isEmpty && !hides { try skip() } else { try next(answers: answers) }
    }
}
