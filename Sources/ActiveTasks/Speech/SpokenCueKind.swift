/// What a cue is: a tone or something spoken, and at which moment of its step.
public enum SpokenCueKind: String, Sendable, Codable, CaseIterable {
    /// The start tone, when the step starts recording (`shouldPlaySoundOnStart`).
    case startTone
    /// The spoken instruction, when the step starts (`spokenInstruction`).
    case instruction
    /// One of a countdown's last seconds, spoken as digits (`shouldSpeakCountDown`).
    case countdown
    /// The stop tone, when the step ends (`shouldPlaySoundOnFinish`).
    case stopTone
    /// The spoken instruction when the step ends (`finishedSpokenInstruction`).
    case finishedInstruction
    /// A stimulus the step speaks while it runs: the auditory PSAT's digit, timed from its onset.
    case stimulus

    /// Whether the cue is a tone rather than speech.
    public var isTone: Bool { self == .startTone || self == .stopTone }
}
