/// What the participant did on a consent review (`StepEvent.consent`); Back is `StepEvent.back`,
/// Stop `StepEvent.stop`.
package enum ConsentReviewEvent: Sendable, Equatable {
    /// The document was shown to its end (its last page, or scrolled to the bottom): Agree is
    /// offered from now on.
    case readToEnd
    /// Agree, on the document; on the reason for consent, its confirmation.
    case agree
    /// Disagree, on the document: the review ends with the disagreement.
    case disagree
    /// The name typed for `Name`; blank (or only spaces) is no name.
    case name(ConsentReviewStage.Name, String)
    /// Sign with this mark: the strokes drawn, or the initials typed.
    case sign(ConsentSignatureMark)
    /// The signature drawn so far was cleared, to draw it again.
    case clearSignature
}
