/// One answer a review step lists: the step to go back to, the question, and the answer in words.
package struct ReviewEntry: Sendable, Equatable {
    /// The step that asked the question: where `StepEvent.revisit` goes.
    package var stepIdentifier: String
    /// The question's identifier.
    package var identifier: String
    /// The question as asked (its prompt, or the step's title).
    package var prompt: String
    /// The answer in words, or `ReviewStep.skippedText`.
    package var answer: String
}
