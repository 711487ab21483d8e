import ActiveTasks

/// What a consent step shows: the visual consent's sections (paged through on the page), or
/// the consent review at the stage the flow pages it.
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
    /// The review's stage the page shows: `read`, `reason`, `names` or `sign`.
    var stage: String?
    /// Whether Agree is taken: the document was scrolled to its end, or the step does not require it.
    var canAgree: Bool?
    /// The given name entered so far.
    var givenName: String?
    /// The family name entered so far.
    var familyName: String?

    /// The sections of `document`'s visual consent.
    init(sectionsOf document: ConsentDocument) {
        sections = document.visualSections.map { section in
            Section(title: section.title ?? section.kind.rawValue, summary: section.summary, learnMore: section.learnMoreLabel,
                    content: section.content.plainText)
        }
    }

    /// The review at the stage the flow pages it.
    init(review page: ConsentReviewPage) {
        document = page.text
        reason = page.step.reasonForConsent
        signer = page.signature.title
        stage = switch page.stage {
        case .reading: "read"
        case .confirming: "reason"
        case .name: "names"
        case .signing: "sign"
        }
        canAgree = page.canAgree
        (givenName, familyName) = (page.answer.givenName, page.answer.familyName)
    }
}
