import ActiveTasks

extension KioskPresenter {
    /// The review: the page shows the document (Agree once read to its end where the step
    /// requires it), the reason for consent, the names and the signature pad, and sends the
    /// decision with the strokes drawn; the runner checks it against the signature's needs.
    func review(_ step: ConsentReviewStep) async {
        guard let document = runner.task.consentDocument, let signature = document.signature(step.signatureIdentifier) else {
            flow.handle(.stop)
            return
        }
        await confirm(step, kind: "consentReview", consent: KioskConsent(review: step, of: document, signature: signature))
    }
}
