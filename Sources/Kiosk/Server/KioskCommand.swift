import ActiveTasks

/// What the kiosk page asks of the presenter, one WebSocket text message each (JSON with a
/// `"command"` key).
package enum KioskCommand: Sendable, Equatable {
    /// The page is shown at this size (sent on connect and on every resize).
    case viewport(width: Double, height: Double)
    /// Next (instructions, completion).
    case next
    /// Back.
    case back
    /// Skip the optional question shown.
    case skip
    /// Cancel, confirmed by the participant.
    case cancel
    /// The answer to the question shown, as its format reads typed text (choices by their
    /// numbers from 1, several joined by commas).
    case answer(String)
    /// Take the device's current location as the answer to the location question shown.
    case currentLocation
    /// "I don't know" as the answer to the question shown, where it is offered.
    case dontKnow
    /// On a review: go back to the step with this identifier to answer it again.
    case revisit(String)
    /// Continue after a memory game; the Amsler grid's "←", which ends its step.
    case proceed
    /// A target activated without a pointer (keyboard, switch access): the tapping target
    /// `left` or `right`.
    case press(String)
    /// A memory cell activated without a pointer, by its index from 0.
    case cell(Int)
    /// The participant's whole decision on a consent review in one message: agreed (with names
    /// and the strokes drawn) or not.
    case review(ConsentReviewAnswer)
    /// What the participant did on a consent review's stage, in order: read to the end, agree,
    /// disagree, the given and family names (sent together), the strokes signed with, Clear.
    case consent([ConsentReviewEvent])
    /// The language chosen on the language screen, by its BCP 47 tag.
    case language(String)
    /// The enrolment screen's answer: the participant id typed and the visit chosen (each `nil`
    /// when the screen did not ask for it).
    case enrol(participant: String?, visit: String?)
    /// A pointer event, read by the server at `receivedAt` (`MonotonicClock` seconds).
    case pointer(PagePointer, receivedAt: Double)
    /// The page painted a touch reaction-time stimulus in the frame whose animation callbacks ran
    /// at `at` (`MonotonicClock` seconds, mapped from the page's clock by `PageClock`).
    case stimulusShown(at: Double)
    /// The page's voice began cue `cue` (an auditory PSAT's digit, `--speech browser`) at `at`
    /// (`MonotonicClock` seconds: when the server read it less the page's age of the event).
    case spoken(cue: Int, at: Double)
}
