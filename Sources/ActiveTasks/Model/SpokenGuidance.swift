/// What an active step says and sounds while it runs, as ResearchKit's `ORKActiveStep` has it
/// (`spokenInstruction`, `finishedSpokenInstruction`, `shouldSpeakCountDown`,
/// `shouldPlaySoundOnStart`, `shouldPlaySoundOnFinish`).
///
/// Every member is optional: `nil` means "as the step's kind decides" (`SpokenCuePlan`), so that
/// predefined tasks speak without saying so. An empty `spokenInstruction` says nothing.
public struct SpokenGuidance: Sendable, Equatable {
    /// Spoken when the step starts; `nil` speaks the step's text for steps done with the device
    /// out of sight.
    public var spokenInstruction: String?
    /// Spoken when the step ends, after the stop tone.
    public var finishedSpokenInstruction: String?
    /// Whether a countdown speaks its last seconds.
    public var shouldSpeakCountDown: Bool?
    /// Whether the start tone plays when the step starts.
    public var shouldPlaySoundOnStart: Bool?
    /// Whether the stop tone plays when the step ends.
    public var shouldPlaySoundOnFinish: Bool?

    /// Creates guidance; every member left `nil` follows the step's kind.
    /// - Parameters:
    ///   - spokenInstruction: Spoken when the step starts.
    ///   - finishedSpokenInstruction: Spoken when the step ends.
    ///   - shouldSpeakCountDown: Whether a countdown speaks its last seconds.
    ///   - shouldPlaySoundOnStart: Whether the start tone plays.
    ///   - shouldPlaySoundOnFinish: Whether the stop tone plays.
    public init(spokenInstruction: String? = nil, finishedSpokenInstruction: String? = nil, shouldSpeakCountDown: Bool? = nil,
                shouldPlaySoundOnStart: Bool? = nil, shouldPlaySoundOnFinish: Bool? = nil) {
        self.spokenInstruction = spokenInstruction
        self.finishedSpokenInstruction = finishedSpokenInstruction
        self.shouldSpeakCountDown = shouldSpeakCountDown
        self.shouldPlaySoundOnStart = shouldPlaySoundOnStart
        self.shouldPlaySoundOnFinish = shouldPlaySoundOnFinish
    }
}
