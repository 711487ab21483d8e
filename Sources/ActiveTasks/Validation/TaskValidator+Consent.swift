import JSONValues
extension TaskValidator {
    /// Consent steps need the task's consent document, and a review names one of its signatures.
    static func consentIssues(_ task: OrderedTask, located: [(path: String, step: any Step)]) -> [TaskIssue] {
        located.compactMap { path, step -> TaskIssue? in
            guard step is VisualConsentStep || step is ConsentReviewStep else { return nil }
            guard let document = task.consentDocument else {
                return TaskIssue(path: path, "\(step.type) steps show the task's consentDocument, and this task has none; add \"consentDocument\" to the task")
            }
            guard let review = step as? ConsentReviewStep, document.signature(review.signatureIdentifier) == nil else { return nil }
            let known = document.signatures.map(\.identifier)
            let way = known.isEmpty ? "the consentDocument has no signatures; add one to its \"signatures\""
                                    : "use one of \(known.joined(separator: ", "))"
            return TaskIssue(path: JSONPath.member("signatureIdentifier", of: path),
                             "\"\(review.signatureIdentifier)\" is not a signature of the consentDocument; \(way)")
        }
    }
}
