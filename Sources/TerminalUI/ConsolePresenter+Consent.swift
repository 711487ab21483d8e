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

    /// Shows the document, then asks to agree (the reason for consent confirms), the names and,
    /// without a touchscreen here, the initials as the signature; headless, takes the answers
    /// file's review answer.
    func sign(_ step: ConsentReviewStep) throws(ActivetaskError) {
        let document = runner.task.consentDocument
        if let title = document?.title { write(title) }
        if let body = document?.reviewBody { write(body.plainText) }
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
        guard let signature = document?.signature(step.signatureIdentifier) else { return }
        while runner.currentStep?.identifier == step.identifier {
            guard let consented = try agreement(step) else { return }
            var answer = ConsentReviewAnswer(consented: consented)
            if consented {
                answer.givenName = try line(BuiltInText.givenName.text(in: language), required: signature.requiresName)
                answer.familyName = try line(BuiltInText.familyName.text(in: language), required: signature.requiresName)
                if signature.requiresSignatureImage {
                    write(BuiltInText.initialsAreTheSignature.text(in: language))
                    answer.signature = ConsentSignatureMark(source: .typedInitials,
                                                            initials: try line(BuiltInText.initials.text(in: language), required: true))
                }
            }
            if case .refused(let reason) = flow.handle(.review(answer)) { write("  " + BuiltInText.notAccepted.text(in: language, reason)) }
        }
    }

    /// Agree or disagree; an agreement is confirmed with the reason for consent.
    /// - Returns: The choice, or `nil` when the participant went back.
    private func agreement(_ step: ConsentReviewStep) throws(ActivetaskError) -> Bool? {
        while true {
            let back = runner.canGoBack ? BuiltInText.orGoBack.text(in: language) : ""
            let line = try prompt("\(step.agreement.hint(in: language))\(back)")
            if line == "b" && runner.canGoBack {
                flow.handle(.back)
                return nil
            }
            let choice: Bool
            do {
                guard case .boolean(let flag) = try step.agreement.answer(fromText: line, in: language) else { continue }
                choice = flag
            } catch {
                write("  " + BuiltInText.notAccepted.text(in: language, error.message))
                continue
            }
            guard choice, let reason = step.reasonForConsent else { return choice }
            write(reason)
            if try prompt(BuiltInText.agreeOrReadAgain.text(in: language)).lowercased() == "y" { return true }
        }
    }

    /// A line of text, asked again while it is empty and `required`.
    private func line(_ what: String, required: Bool) throws(ActivetaskError) -> String? {
        while true {
            let text = try prompt(what + (required ? "" : BuiltInText.enterToLeaveOut.text(in: language)))
            if !text.isEmpty { return text }
            if !required { return nil }
            write("  " + BuiltInText.notAccepted.text(in: language, BuiltInText.isRequired.text(in: language, what)))
        }
    }
}
