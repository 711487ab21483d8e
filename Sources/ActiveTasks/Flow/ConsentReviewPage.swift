/// A consent review as the flow pages it: the stage the participant is at, the document and the
/// signature it collects, what was entered so far, and what the last refused event lacked.
public struct ConsentReviewPage {
    /// The review step.
    public var step: ConsentReviewStep
    /// The task's consent document.
    public var document: ConsentDocument
    /// The document's signature the step collects.
    public var signature: ConsentSignature
    /// The stage shown.
    public var stage: ConsentReviewStage
    /// Whether Agree is taken: the document was read to its end, or the step does not require it.
    public var canAgree: Bool
    /// Whether Back goes somewhere: the previous stage, or from the document the step before.
    public var canGoBack: Bool
    /// What was entered so far: the names and, once given, the signature.
    public var answer: ConsentReviewAnswer
    /// What the last event lacked, until the next accepted one.
    public var missing: ConsentReviewNeed?
    /// Why the last event was refused, in the task's language, until the next accepted one.
    public var notice: String?

    /// The document to read: its title, then its review body as plain text.
    public var text: String {
        ([document.title].compactMap { $0 } + [document.reviewBody.plainText]).joined(separator: "\n\n")
    }
}
