/// One thing to say or sound during a step: a tone, or a text in the run's language.
public struct SpokenCue: Sendable, Equatable {
    /// The step it belongs to.
    public var stepIdentifier: String
    /// What it is.
    public var kind: SpokenCueKind
    /// The words spoken; `nil` for a tone.
    public var text: String?
    /// Seconds after the step event (its start or end) at which the cue is due.
    public var delay: Double

    /// Creates a cue.
    /// - Parameters:
    ///   - stepIdentifier: The step it belongs to.
    ///   - kind: What it is.
    ///   - text: The words spoken; `nil` for a tone.
    ///   - delay: Seconds after the step event at which it is due.
    public init(stepIdentifier: String, kind: SpokenCueKind, text: String? = nil, delay: Double = 0) {
        self.stepIdentifier = stepIdentifier
        self.kind = kind
        self.text = text
        self.delay = delay
    }
}
