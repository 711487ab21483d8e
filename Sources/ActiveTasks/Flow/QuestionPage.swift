/// One question as the flow asks it: which of the step's questions, what is answered so far, and
/// what the participant may do.
public struct QuestionPage {
    /// The step asking.
    public var step: any Step
    /// The question shown.
    public var question: Question
    /// Its position among the step's questions, from 0.
    public var index: Int
    /// How many questions the step asks.
    public var count: Int
    /// The question's number among those shown, from 1 (`Question 2 of 5`): questions hidden by
    /// their visibility rules are not counted.
    public var number: Int
    /// How many of the step's questions are shown, given the answers so far.
    public var shownCount: Int
    /// The form section the question is in.
    public var section: String?
    /// The answer given and not yet taken with Next; `nil` while the question is unanswered (an
    /// untouched slider, scale or picker has no answer).
    public var pending: AnswerValue?
    /// Multiple choice: the indices of the options chosen so far.
    public var selection: Set<Int>
    /// Why the last event was refused, until the next accepted one.
    public var notice: String?
    /// Whether Back goes somewhere: the previous question, or the step before.
    public var canGoBack: Bool
    /// The device's current location a location question offers, when there is a fix.
    public var offeredLocation: LocationAnswer?

    /// Whether the question may be skipped.
    public var canSkip: Bool { question.isOptional }
}
