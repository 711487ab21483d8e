import ActiveTasks
import Foundation
import JSONValues

/// Answers prepared in advance for a headless run, keyed by question step identifier or
/// `step.item` for form items; `null` leaves a question unanswered and `{"dontKnow": true}` answers
/// "I don't know" where the question offers it. A consent review step takes
/// an object (see `ConsentReviewAnswer`), a sharing step a boolean.
///
/// ```json
/// { "smoker": true, "habits.cigarettesPerDay": 10, "habits.since": null,
///   "sharing": true, "review": { "consented": true, "givenName": "Åsa", "familyName": "Nowak",
///                                "signature": [[[0.1, 0.5], [0.3, 0.4]]] } }
/// ```
package struct AnswersFile: Sendable {
    private var answers: [String: [String: AnswerValue]]
    private var reviews: [String: ConsentReviewAnswer] = [:]

    /// Reads and checks an answers file against `task`; every problem is reported.
    /// - Parameters:
    ///   - url: The answers file.
    ///   - task: The task the answers are for.
    /// - Returns: The answers, or every problem found (paths are the file's keys).
    package static func load(contentsOf url: URL, for task: OrderedTask) -> Result<AnswersFile, AnswersFileError> {
        guard let data = try? Data(contentsOf: url) else {
            return .failure(AnswersFileError(issues: [TaskIssue(path: "", "cannot be read; check the path and its permissions")]))
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            return .failure(AnswersFileError(issues: [TaskIssue(path: "", "malformed JSON at \(error)")]))
        }
        return make(root, for: task)
    }

    /// Checks parsed answers against `task`; every problem is reported.
    /// - Parameters:
    ///   - root: The answers as JSON: an object keyed by `step` or `step.item`.
    ///   - task: The task the answers are for.
    /// - Returns: The answers, or every problem found.
    package static func make(_ root: JSONValue, for task: OrderedTask) -> Result<AnswersFile, AnswersFileError> {
        guard case .object(let members) = root else {
            return .failure(AnswersFileError(issues: [TaskIssue(path: "", "expected an object keyed by step or step.item identifiers, found \(root.kindDescription)")]))
        }
        var questions: [String: (step: String, question: Question)] = [:]
        var silentSteps: Set<String> = []
        var reviewSteps: [String: ConsentReviewStep] = [:]
        for step in task.flattenedSteps {
            if let review = step as? ConsentReviewStep {
                reviewSteps[step.identifier] = review
            } else if step is QuestionStep || step is ConsentSharingStep, let question = step.questions.first {
                questions[step.identifier] = (step.identifier, question)
            } else if step.questions.isEmpty {
                silentSteps.insert(step.identifier)
            }
            if step is FormStep {
                for question in step.questions { questions["\(step.identifier).\(question.identifier)"] = (step.identifier, question) }
            }
        }
        var file = AnswersFile(answers: [:])
        var issues = JSONValue.duplicateKeyPaths(in: root, at: "").map {
            TaskIssue(path: $0, "is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
        }
        for member in members {
            if let review = reviewSteps[member.key] {
                switch ConsentReviewAnswer.read(member.value, at: member.key) {
                case .success(let answer):
                    let problems = task.consentDocument?.signature(review.signatureIdentifier).map(answer.problems(for:)) ?? []
                    if problems.isEmpty {
                        file.reviews[member.key] = answer
                    } else {
                        issues.append(TaskIssue(path: member.key, problems.joined(separator: "; ") + " to consent"))
                    }
                case .failure(let error): issues += error.issues
                }
                continue
            }
            guard let (step, question) = questions[member.key] else {
                let reason = silentSteps.contains(member.key)
                    ? "step \"\(member.key)\" asks no question; remove this answer"
                    : "task \"\(task.identifier)\" has no such question; use one of \((Array(questions.keys) + Array(reviewSteps.keys)).sorted().joined(separator: ", "))"
                issues.append(TaskIssue(path: member.key, reason))
                continue
            }
            guard member.value != .null else { continue }
            if member.value == AnswerValue.dontKnowJSON {
                if let reason = question.refusal(of: .dontKnow) {
                    issues.append(TaskIssue(path: member.key, reason))
                } else {
                    file.answers[step, default: [:]][question.identifier] = .dontKnow
                }
                continue
            }
            do {
                file.answers[step, default: [:]][question.identifier] = try question.answerFormat.answer(from: member.value)
            } catch {
                issues.append(TaskIssue(path: member.key, error.message))
            }
        }
        return issues.isEmpty ? .success(file) : .failure(AnswersFileError(issues: issues))
    }

    /// The answers for `step`, keyed by question identifier; empty when none are given.
    /// - Parameter step: A step of the task.
    package func answers(for step: any Step) -> [String: AnswerValue] {
        answers[step.identifier] ?? [:]
    }

    /// The review answer for a consent review step, when given.
    /// - Parameter step: A consent review step of the task.
    package func review(for step: ConsentReviewStep) -> ConsentReviewAnswer? {
        reviews[step.identifier]
    }
}
