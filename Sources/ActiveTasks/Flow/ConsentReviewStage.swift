/// Where a consent review stands, as the flow pages it (ResearchKit's review phases): the
/// document, the reason for consent when the step has one, the given and then the family name,
/// and the signature when the document's signature requires one.
package enum ConsentReviewStage: Sendable, Equatable {
    /// One of the signer's names.
    package enum Name: Sendable, Equatable {
        /// The given name.
        case given
        /// The family name.
        case family
    }

    /// Reading the document: Agree (once read to its end where the step requires it) or Disagree.
    case reading
    /// Confirming the agreement with the reason for consent: Agree again, or Back to read again.
    case confirming
    /// Entering this name; required when the signature requires names, otherwise left out by a blank.
    case name(Name)
    /// Signing: strokes drawn with a finger, or typed initials where there is no touchscreen.
    case signing
}
