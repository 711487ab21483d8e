import RecordingFormat

extension TaskValidator {
    /// Problems with the questions' `visibleIf` rules: a rule must name a question of the task
    /// that is asked before the item (an earlier item of the same form, or another step's), and
    /// its matching answer must be one that question can give.
    /// - Parameters:
    ///   - step: The step whose questions are checked.
    ///   - path: The step's JSON path.
    ///   - questions: Every question of the task by identifier, with its path and format.
    static func visibilityIssues(_ step: any Step, at path: String,
                                 questions: [String: (path: String, format: any AnswerFormat)]) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        let own = step.questions.map(\.identifier)
        for (position, question) in step.questions.enumerated() {
            guard let rule = question.visibleIf else { continue }
            let rulePath = JSONPath.member(String(question.formatPath.dropLast("answerFormat".count)) + "visibleIf", of: path)
            let identifierPath = JSONPath.member("resultIdentifier", of: rulePath)
            if let index = own.firstIndex(of: rule.resultIdentifier), index >= position {
                issues.append(TaskIssue(path: identifierPath, "\"\(rule.resultIdentifier)\" is not asked before \"\(question.identifier)\"; a visibility rule looks at an earlier answer"))
                continue
            }
            guard let known = questions[rule.resultIdentifier] else {
                if !rule.resultIdentifier.isEmpty {
                    issues.append(TaskIssue(path: identifierPath, "\"\(rule.resultIdentifier)\" is not a question or form item of this task"))
                }
                continue
            }
            issues += conditionIssues(rule.ruleOperator, rule.matchingAnswer, format: known.format, at: rulePath)
        }
        return issues
    }
}
