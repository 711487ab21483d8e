import ActiveTasks

extension KioskPresenter {
    /// The review: the page shows the document (Agree once read to its end where the step
    /// requires it), the reason for consent, the names and the signature pad, and sends the
    /// decision with the strokes drawn; the runner checks it against the signature's needs.
    func review(_ step: ConsentReviewStep) {
        guard let document = runner.task.consentDocument, let signature = document.signature(step.signatureIdentifier) else {
            runner.cancel()
            return
        }
        var notice: String?
        while isCurrent(step) {
            var screen = screen(for: step, kind: "consentReview")
            screen.consent = KioskConsent(review: step, of: document, signature: signature)
            screen.notice = notice
            publish(screen)
            for command in commands() {
                do {
                    switch command {
                    case .review(let answer): try runner.review(answer)
                    case .back: try runner.back()
                    case .cancel: runner.cancel()
                    default: continue
                    }
                } catch {
                    notice = error.message
                }
                break
            }
        }
    }
}
