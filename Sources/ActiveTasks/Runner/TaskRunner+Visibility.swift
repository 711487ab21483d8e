import RecordingFormat

extension TaskRunner {
    /// Whether `question` of `step` is shown: it has no `visibleIf`, or its rule matches the
    /// answer it names, looked up among `answers` when that answer is one of the step's own
    /// questions and otherwise among the run's current results.
    /// - Parameters:
    ///   - question: A question of `step`.
    ///   - step: The step asking it.
    ///   - answers: The step's answers given so far, keyed by question identifier.
    public func isShown(_ question: Question, of step: any Step, given answers: [String: AnswerValue]) -> Bool {
        guard let rule = question.visibleIf else { return true }
        let answer = step.questions.contains { $0.identifier == rule.resultIdentifier }
            ? answers[rule.resultIdentifier] : result.latestAnswer(rule.resultIdentifier)
        return rule.ruleOperator.matches(answer?.jsonValue, rule.matchingAnswer)
    }
}
