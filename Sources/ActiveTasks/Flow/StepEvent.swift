/// What the participant did, as any presenter turns its input into it: a key, a typed line, a
/// touch on the page.
package enum StepEvent: Sendable, Equatable {
    /// The answer to the question shown (a picked date, a slider the participant moved;
    /// `.dontKnow` for the don't-know button).
    case answer(AnswerValue)
    /// Typed text, read by `Question.answer(fromText:offering:)`: a blank line takes the current
    /// location a location question offers and is no answer for a scale.
    case text(String)
    /// The device's current location, which a location question offers, as the answer.
    case currentLocation
    /// Multiple choice: the option at this index (from 0) chosen or unchosen; choosing an
    /// exclusive option unchooses the others, and choosing another unchooses it.
    case toggle(Int)
    /// The answer given so far taken back: the question has no answer again.
    case clear
    /// Next, Continue or Enter: takes the answer given (or none) and moves on.
    case next
    /// Back: the previous question of a form, or the step before.
    case back
    /// Skip the optional question shown.
    case skip
    /// Stop: the run is saved (status `saved`) to be continued later.
    case stop
    /// Every answer of the step at once (an answers file), keyed by question identifier.
    case answers([String: AnswerValue])
    /// The participant's whole decision on a consent review at once (an answers file).
    case review(ConsentReviewAnswer)
    /// What the participant did on a consent review's stage: agree, disagree, a name, the signature.
    case consent(ConsentReviewEvent)
    /// On a review step: go back to the step with this identifier to answer it again.
    case revisit(String)
}
