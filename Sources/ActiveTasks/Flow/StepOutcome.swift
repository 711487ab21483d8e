/// What the flow made of an event.
package enum StepOutcome: Sendable, Equatable {
    /// Taken: the screen may have changed.
    case accepted
    /// Refused, with the reason to show the participant; nothing was recorded.
    case refused(String)
}
