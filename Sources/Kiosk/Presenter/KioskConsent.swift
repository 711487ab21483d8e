import ActiveTasks

/// What a consent step shows: the visual consent's sections (paged through on the page), or
/// the document to review with what signing it needs.
struct KioskConsent: Encodable, Equatable {
    /// One section of the visual consent sequence.
    struct Section: Encodable, Equatable {
        /// Its title.
        var title: String
        /// Its summary.
        var summary: String?
        /// The label of its "learn more" content.
        var learnMore: String
        /// The "learn more" content as plain text; empty when there is none.
        var content: String
    }

    /// The visual consent's sections.
    var sections: [Section]?
    /// The document to review, as plain text.
    var document: String?
    /// Confirmed before signing, when the review has one.
    var reason: String?
    /// Who signs (`Participant`).
    var signer: String?
    /// Whether the given and family names are required.
    var requiresName: Bool?
    /// Whether a drawn signature is required.
    var requiresSignature: Bool?
    /// Whether Agree waits until the document was scrolled to its end.
    var requiresScroll: Bool?

    /// The sections of `document`'s visual consent.
    init(sectionsOf document: ConsentDocument) {
        sections = document.visualSections.map { section in
            Section(title: section.title ?? section.kind.rawValue, summary: section.summary, learnMore: section.learnMoreLabel,
                    content: section.content.plainText)
        }
    }

    /// The review of `document` by `signature`'s signer.
    init(review step: ConsentReviewStep, of document: ConsentDocument, signature: ConsentSignature) {
        self.document = ([document.title].compactMap { $0 } + [document.reviewBody.plainText]).joined(separator: "\n\n")
        reason = step.reasonForConsent
        signer = signature.title
        requiresName = signature.requiresName
        requiresSignature = signature.requiresSignatureImage
        requiresScroll = step.requiresScrollToBottom
    }
}
