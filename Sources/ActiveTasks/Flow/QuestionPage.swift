/// One question as the flow asks it: which of the step's questions, what is answered so far, and
/// what the participant may do.
package struct QuestionPage {
    /// The step asking.
    package var step: any Step
    /// The question shown.
    package var question: Question
    /// Its position among the step's questions, from 0.
    package var index: Int
    /// How many questions the step asks.
    package var count: Int
    /// The question's number among those shown, from 1 (`Question 2 of 5`): questions hidden by
    /// their visibility rules are not counted.
    package var number: Int
    /// How many of the step's questions are shown, given the answers so far.
    package var shownCount: Int
    /// The form section the question is in.
    package var section: String?
    /// The answer given and not yet taken with Next; `nil` while the question is unanswered (an
    /// untouched slider, scale or picker has no answer).
    package var pending: AnswerValue?
    /// Multiple choice: the indices of the options chosen so far.
    package var selection: Set<Int>
    /// Why the last event was refused, until the next accepted one.
    package var notice: String?
    /// Whether Back goes somewhere: the previous question, or the step before.
    package var canGoBack: Bool
    /// The device's current location a location question offers, when there is a fix.
    package var offeredLocation: LocationAnswer?

    /// Whether the question may be skipped.
    package var canSkip: Bool { question.isOptional }
}
