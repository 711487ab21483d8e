import Markup
import RecordingFormat

extension StepFlow {
    /// How far a consent review has come: its stage, whether the document was read to its end,
    /// the names and signature entered, and what the last refused event lacked.
    struct ConsentReviewProgress {
        /// The stage shown.
        var stage = ConsentReviewStage.reading
        /// Whether the document was shown to its end.
        var hasReadToEnd = false
        /// The names and signature entered so far.
        var answer = ConsentReviewAnswer(consented: true)
        /// What the last refused event lacked.
        var missing: ConsentReviewNeed?
    }

    /// The review's stages in order: the document, the reason for consent when the step has one,
    /// the given and family names, and the signature when the signature requires one.
    static func stages(of step: ConsentReviewStep, signing signature: ConsentSignature) -> [ConsentReviewStage] {
        [.reading] + (step.reasonForConsent == nil ? [] : [.confirming]) + [.name(.given), .name(.family)]
            + (signature.requiresSignatureImage ? [.signing] : [])
    }

    /// The review as the flow pages it; `nil` when the task's document lacks the step's signature
    /// (validation refuses such a task).
    func consentReviewPage(of step: ConsentReviewStep) -> ConsentReviewPage? {
        guard let document = runner.task.consentDocument, let signature = document.signature(step.signatureIdentifier) else { return nil }
        let progress = consentReview
        return ConsentReviewPage(step: step, document: document, signature: signature, stage: progress.stage,
                                 canAgree: progress.hasReadToEnd || !step.requiresScrollToBottom,
                                 canGoBack: progress.stage != .reading || runner.canGoBack, answer: progress.answer,
                                 missing: progress.missing, notice: lastNotice)
    }

    /// Applies `event` to the consent review `step` by the review's rules: Agree waits for the
    /// document's end where the step requires it and moves through the stages; Disagree ends the
    /// step with the disagreement; a name the signature requires is refused blank; Sign is refused
    /// without strokes or initials; after the last stage the runner takes the answer (and writes
    /// the signed PDF); Back goes to the previous stage, and from the document to the step before.
    func reviewConsent(_ event: StepEvent, on step: ConsentReviewStep) -> StepOutcome {
        guard let page = consentReviewPage(of: step) else {
            return .refused("step \"\(step.identifier)\" names signature \"\(step.signatureIdentifier)\", which the task's consentDocument does not have")
        }
        consentReview.missing = nil
        let language = runner.task.builtInLanguage
        let stages = Self.stages(of: step, signing: page.signature)
        let position = stages.firstIndex(of: page.stage) ?? 0
        switch (page.stage, event) {
        case (_, .consent(.readToEnd)):
            consentReview.hasReadToEnd = true
        case (.reading, .consent(.agree)):
            guard page.canAgree else { return refuse(.readToEnd, BuiltInText.readToTheEnd.text(in: language)) }
            return advance(from: position, of: stages)
        case (.reading, .consent(.disagree)):
            return attempt { () throws(ActivetaskError) in try runner.review(ConsentReviewAnswer(consented: false)) }
        case (.confirming, .consent(.agree)):
            return advance(from: position, of: stages)
        case (.name, .consent(.name(let name, let text))):
            let given = text.trimmingSpaces.isEmpty ? nil : text
            if given == nil, page.signature.requiresName {
                return name == .given ? refuse(.givenName, BuiltInText.isRequired.text(in: language, BuiltInText.givenName.text(in: language)))
                                      : refuse(.familyName, BuiltInText.isRequired.text(in: language, BuiltInText.familyName.text(in: language)))
            }
            if name == .given { consentReview.answer.givenName = given } else { consentReview.answer.familyName = given }
            // A name other than the one asked (the kiosk sends both at once) is kept, and the stage stays.
            return page.stage == .name(name) ? advance(from: position, of: stages) : .accepted
        case (.signing, .consent(.sign(let mark))):
            guard !mark.isEmpty else { return refuse(.signature, BuiltInText.signOrType.text(in: language)) }
            consentReview.answer.signature = mark
            return advance(from: position, of: stages)
        case (.signing, .consent(.clearSignature)):
            consentReview.answer.signature = nil
        case (_, .back):
            guard position > 0 else { return attempt { () throws(ActivetaskError) in try runner.back() } }
            turn(to: stages[position - 1])
        default:
            return .refused("step \"\(step.identifier)\" does not take this at this stage of the review")
        }
        return .accepted
    }

    /// Moves to the stage after `position`, or after the last hands the answer to the runner.
    private func advance(from position: Int, of stages: [ConsentReviewStage]) -> StepOutcome {
        guard position + 1 < stages.count else {
            return attempt { () throws(ActivetaskError) in try runner.review(consentReview.answer) }
        }
        turn(to: stages[position + 1])
        return .accepted
    }

    /// Shows `stage`: a new page.
    private func turn(to stage: ConsentReviewStage) {
        consentReview.stage = stage
        visit += 1
    }

    /// Refuses an event for what it lacked.
    private func refuse(_ need: ConsentReviewNeed, _ reason: String) -> StepOutcome {
        consentReview.missing = need
        return .refused(reason)
    }
}
