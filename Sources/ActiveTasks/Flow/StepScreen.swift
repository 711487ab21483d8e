/// What a presenter shows for the step the flow is on.
package enum StepScreen {
    /// A step to read and continue from: instructions, completion, consent sharing (Next, Back).
    case page(any Step)
    /// One question of a question or form step.
    case question(QuestionPage)
    /// The consent document's sections, one page each; Next after the last continues.
    case visualConsent(VisualConsentStep)
    /// The consent review at one of its stages (the document, the reason for consent, a name,
    /// the signature); the participant's part comes as `StepEvent.consent` and `StepEvent.back`.
    case consentReview(ConsentReviewPage)
    /// The answers so far, each of which the participant may go back to (`StepEvent.revisit`);
    /// Next continues.
    case review(ReviewStep, [ReviewEntry])
    /// A step that runs by itself; the presenter runs it with `StepFlow.play`.
    case activity(any ActivityStep)
    /// The run is over with this status.
    case ended(TaskResult.Status)
}
