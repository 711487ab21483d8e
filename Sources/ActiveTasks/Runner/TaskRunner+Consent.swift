import RecordingFormat
import Foundation

extension TaskRunner {
    /// Ends the current consent review step with what the participant entered: the agreement as
    /// the step's boolean answer and a `consentSignature` result for the step's signature (with
    /// nothing but the disagreement when the participant disagreed).
    /// - Parameters:
    ///   - answer: Agreement, names and signature.
    ///   - date: When the participant signed.
    /// - Throws: `ActivetaskError` when the current step is not a consent review
    ///   (`unexpectedAnswer`), or a name or the signature the document requires is missing
    ///   (`answerRequired`, naming each).
    public func review(_ answer: ConsentReviewAnswer, at date: Date = Date()) throws(ActivetaskError) {
        guard let step = currentStep as? ConsentReviewStep else {
            let current = currentStep.map { "step \"\($0.identifier)\" is not a consent review" } ?? "no step is running"
            throw ActivetaskError(.unexpectedAnswer, "\(current); a review answer goes to a consentReview step")
        }
        guard let document = task.consentDocument, let signature = document.signature(step.signatureIdentifier) else {
            throw ActivetaskError(.unexpectedAnswer, "step \"\(step.identifier)\" names signature \"\(step.signatureIdentifier)\", which the task's consentDocument does not have")
        }
        let problems = answer.problems(for: signature)
        guard problems.isEmpty else {
            throw ActivetaskError(.answerRequired, "step \"\(step.identifier)\": \(problems.joined(separator: "; "))")
        }
        let result = ConsentSignatureResult(answer: answer, signature: signature, document: document, date: date)
        try next(answers: [step.identifier: .boolean(answer.consented)], results: [.typed(result)])
    }
}
