import RecordingFormat
import JSONValues

extension TaskValidator {
    /// Problems with the questions' `visibleIf` rules: a rule must name a question of the task
    /// asked before the item (an earlier item of the same form, or a question of an earlier
    /// step), and its matching answer must be one that question can give.
    /// - Parameters:
    ///   - located: The task's steps with their JSON paths, in the order they run.
    ///   - questions: Every question of the task by identifier, with its step's path and its format.
    static func visibilityIssues(_ located: [(path: String, step: any Step)],
                                 questions: [String: (path: String, format: any AnswerFormat)]) -> [TaskIssue] {
        let order = Dictionary(located.enumerated().map { ($1.path, $0) }) { first, _ in first }
        var issues: [TaskIssue] = []
        for (position, (path, step)) in located.enumerated() {
            let own = step.questions.map(\.identifier)
            for (index, question) in step.questions.enumerated() {
                guard let rule = question.visibleIf else { continue }
                let rulePath = JSONPath.member(String(question.formatPath.dropLast("answerFormat".count)) + "visibleIf", of: path)
                let identifierPath = JSONPath.member("resultIdentifier", of: rulePath)
                guard let known = questions[rule.resultIdentifier] else {
                    if !rule.resultIdentifier.isEmpty {
                        issues.append(TaskIssue(path: identifierPath, "\"\(rule.resultIdentifier)\" is not a question or form item of this task"))
                    }
                    continue
                }
                let earlier = own.firstIndex(of: rule.resultIdentifier).map { $0 < index } ?? ((order[known.path] ?? position) < position)
                guard earlier else {
                    issues.append(TaskIssue(path: identifierPath, "\"\(rule.resultIdentifier)\" is not asked before \"\(question.identifier)\"; a visibility rule looks at an earlier answer"))
                    continue
                }
                issues += conditionIssues(rule.ruleOperator, rule.matchingAnswer, format: known.format, at: rulePath)
            }
        }
        return issues
    }
}
