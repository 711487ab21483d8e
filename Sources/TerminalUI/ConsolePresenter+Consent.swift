import RecordingFormat
import ActiveTasks

extension ConsolePresenter {
    /// Shows the consent document's sections one page each (summary, then the "learn more"
    /// content); headless, all at once.
    func showSections(of step: VisualConsentStep) throws(ActivetaskError) {
        let sections = runner.task.consentDocument?.visualSections ?? []
        for (index, section) in sections.enumerated() {
            write("")
            write("(\(index + 1)/\(sections.count)) " + (section.title ?? section.kind.rawValue))
            if let summary = section.summary { write(summary) }
            if !section.content.isEmpty {
                write(section.learnMoreLabel + ":")
                write(section.content.plainText)
            }
            if index + 1 < sections.count, case .interactive = mode {
                if try confirm(BuiltInText.pressEnterForNextSection.text(in: language), then: nil) { return }
            }
        }
        try confirm(BuiltInText.pressEnterToContinue.text(in: language), then: .next)
    }

    /// Shows the document, then asks for each stage of the review as the flow pages it: agree
    /// (the reason for consent confirms), the names and, without a touchscreen here, the initials
    /// as the signature; headless, takes the answers file's review answer.
    func sign(_ review: ConsentReviewPage) throws(ActivetaskError) {
        let step = review.step
        if let title = review.document.title { write(title) }
        write(review.document.reviewBody.plainText)
        guard case .interactive = mode else {
            guard case .headless(let file) = mode else { return }
            guard let answer = file?.review(for: step) else {
                throw ActivetaskError(.presenterStopped, "step \"\(step.identifier)\" needs a review answer ({\"consented\": …}); give it in the answers file")
            }
            if case .refused(let reason) = flow.handle(.review(answer)) {
                throw ActivetaskError(.presenterStopped, reason + "; give it in the answers file")
            }
            return
        }
        // The whole document is written: it is read to its end.
        flow.handle(.consent(.readToEnd))
        while case .consentReview(let page) = flow.screen, page.step.identifier == step.identifier {
            guard let event = try event(for: page) else { continue }
            guard case .refused(var reason) = flow.handle(event) else { continue }
            // Unsigned here means no initials typed.
            if case .consentReview(let refused) = flow.screen, refused.missing == .signature {
                reason = BuiltInText.isRequired.text(in: language, BuiltInText.initials.text(in: language))
            }
            write("  " + BuiltInText.notAccepted.text(in: language, reason))
        }
    }

    /// Asks for the stage `page` is at.
    /// - Returns: The participant's event, or `nil` when the line said nothing the stage takes.
    private func event(for page: ConsentReviewPage) throws(ActivetaskError) -> StepEvent? {
        switch page.stage {
        case .reading:
            let line = try prompt("\(page.step.agreement.hint(in: language))\(page.canGoBack ? BuiltInText.orGoBack.text(in: language) : "")")
            if line == "b" && page.canGoBack { return .back }
            do {
                guard case .boolean(let agrees) = try page.step.agreement.answer(fromText: line, in: language) else { return nil }
                return .consent(agrees ? .agree : .disagree)
            } catch {
                write("  " + BuiltInText.notAccepted.text(in: language, error.message))
                return nil
            }
        case .confirming:
            write(page.step.reasonForConsent ?? "")
            return try prompt(BuiltInText.agreeOrReadAgain.text(in: language)).lowercased() == "y" ? .consent(.agree) : .back
        case .name(let name):
            let what = (name == .given ? BuiltInText.givenName : .familyName).text(in: language)
            return .consent(.name(name, try prompt(what + (page.signature.requiresName ? "" : BuiltInText.enterToLeaveOut.text(in: language)))))
        case .signing:
            write(BuiltInText.initialsAreTheSignature.text(in: language))
            return .consent(.sign(ConsentSignatureMark(source: .typedInitials, initials: try prompt(BuiltInText.initials.text(in: language)))))
        }
    }
}
