import ActiveTasks

extension KioskPresenter {
    /// The review at the stage the flow pages it: the page shows the document (Agree once the
    /// flow takes it), the reason for consent, the names and the signature pad, and sends each
    /// stage's part (read to the end, agree, disagree, the names, the strokes drawn, Clear, Back)
    /// as the flow's events.
    func review(_ step: ConsentReviewStep) async {
        while case .consentReview(let page) = flow.screen, page.step.identifier == step.identifier {
            var screen = screen(for: step, kind: "consentReview")
            screen.canGoBack = page.canGoBack
            screen.consent = KioskConsent(review: page)
            // The page signs with a finger only.
            screen.notice = page.missing == .signature ? BuiltInText.signInTheBox.text(in: runner.task.builtInLanguage) : page.notice
            publish(screen)
            for command in await commands() {
                switch command {
                case .consent(let events):
                    // The names come together: the family name goes to the flow once it took the given name.
                    _ = events.allSatisfy { flow.handle(.consent($0)) == .accepted }
                case .review(let answer): flow.handle(.review(answer))
                case .back: flow.handle(.back)
                case .cancel: flow.handle(.stop)
                default: continue
                }
                break
            }
        }
    }
}
