/// A consent review as the flow pages it: the stage the participant is at, the document and the
/// signature it collects, what was entered so far, and what the last refused event lacked.
package struct ConsentReviewPage {
    /// The review step.
    package var step: ConsentReviewStep
    /// The task's consent document.
    package var document: ConsentDocument
    /// The document's signature the step collects.
    package var signature: ConsentSignature
    /// The stage shown.
    package var stage: ConsentReviewStage
    /// Whether Agree is taken: the document was read to its end, or the step does not require it.
    package var canAgree: Bool
    /// Whether Back goes somewhere: the previous stage, or from the document the step before.
    package var canGoBack: Bool
    /// What was entered so far: the names and, once given, the signature.
    package var answer: ConsentReviewAnswer
    /// What the last event lacked, until the next accepted one.
    package var missing: ConsentReviewNeed?
    /// Why the last event was refused, in the task's language, until the next accepted one.
    package var notice: String?

    /// The document to read: its title, then its review body as plain text.
    package var text: String {
        ([document.title].compactMap { $0 } + [document.reviewBody.plainText]).joined(separator: "\n\n")
    }
}
