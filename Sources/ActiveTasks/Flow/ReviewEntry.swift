/// One answer a review step lists: the step to go back to, the question, and the answer in words.
public struct ReviewEntry: Sendable, Equatable {
    /// The step that asked the question: where `StepEvent.revisit` goes.
    public var stepIdentifier: String
    /// The question's identifier.
    public var identifier: String
    /// The question as asked (its prompt, or the step's title).
    public var prompt: String
    /// The answer in words, or `ReviewStep.skippedText`.
    public var answer: String
}
