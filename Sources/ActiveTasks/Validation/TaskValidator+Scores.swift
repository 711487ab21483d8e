import JSONValues
extension TaskValidator {
    /// A score without an identifier or with one used twice, an item no question of the task
    /// asks or whose answers are no numbers, a reversed item without a range or outside the
    /// items, a minimum answered outside 1 to the item count.
    /// - Parameters:
    ///   - task: The task.
    ///   - questions: Every question's format, by its answer's identifier.
    static func scoreIssues(_ task: OrderedTask, questions: [String: any AnswerFormat]) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        var seen: Set<String> = []
        for (index, score) in task.scores.enumerated() {
            let path = "scores[\(index)]"
            if score.identifier.isEmpty {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "is empty; name the score"))
            } else if !seen.insert(score.identifier).inserted {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "duplicate score identifier \"\(score.identifier)\""))
            }
            let list = JSONPath.member(score.combination.rawValue, of: path)
            if score.items.isEmpty { issues.append(TaskIssue(path: list, "is empty; list the answers the score is made of")) }
            for (offset, item) in score.items.enumerated() {
                guard let format = questions[item] else {
                    issues.append(TaskIssue(path: "\(list)[\(offset)]", "\"\(item)\" is not a question of this task; name a question step or form item"))
                    continue
                }
                if !Self.scoresAsNumber(format) {
                    issues.append(TaskIssue(path: "\(list)[\(offset)]", "\"\(item)\" is a \(format.type) question, whose answers are no numbers; "
                                            + "score choices with numeric values, numbers, scales, booleans, ladders, ages, years, heights or weights"))
                }
            }
            for item in score.reversed.sorted() where !score.items.contains(item) {
                issues.append(TaskIssue(path: JSONPath.member("reverse", of: path), "\"\(item)\" is not one of the score's items"))
            }
            if !score.reversed.isEmpty, score.range == nil {
                issues.append(TaskIssue(path: JSONPath.member("reverse", of: path), "needs \"range\": [lowest, highest] to reverse an answer"))
            }
            if !(1...max(1, score.items.count)).contains(score.minimumAnswered) {
                issues.append(TaskIssue(path: JSONPath.member("minimumAnswered", of: path), "is \(score.minimumAnswered); give 1 to \(score.items.count)"))
            }
        }
        return issues
    }

    /// Whether answers of `format` are numbers a score can add: numbers, scales, booleans, and
    /// choices whose values are all numbers.
    private static func scoresAsNumber(_ format: any AnswerFormat) -> Bool {
        switch format.inputKind {
        case .integer, .decimal, .scale, .boolean, .ladder, .measurement: true
        case .choice:
            // Text choices' values may be numbers; image and colour choices' are names.
            (format as? ChoiceAnswerFormat).map { !$0.allowsMultipleAnswers && $0.choices.allSatisfy { $0.value.doubleValue != nil } } ?? false
        case .text, .email, .date, .dateAndTime, .timeOfDay, .timeInterval, .location, .pickers: false
        }
    }
}
