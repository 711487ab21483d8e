import Foundation

/// When one cue of a run sounded (or why it did not), in `taskResult.json`'s `spokenCues`.
///
/// Times are seconds since the run's recording zero (`CLOCK_MONOTONIC`), as chunk samples and
/// step markers are, so the audio can be lined up with the recordings.
public struct SpokenCueRecord: Sendable, Equatable, Codable {
    /// How a cue ended.
    public enum Outcome: String, Sendable, Codable {
        /// It played whole.
        case played
        /// It began, and a newer step's cues cut it off.
        case cut
        /// A newer step's cues arrived before it began, so it never played.
        case dropped
        /// No sound device: nothing played (a warning named the PCM).
        case silent
        /// Sent to the kiosk page to speak (`--speech browser`); the page's voice decides when.
        case sent
    }

    /// The step it belongs to.
    public var stepIdentifier: String
    /// What it is.
    public var kind: SpokenCueKind
    /// The words; absent for tones.
    public var text: String?
    /// The run's language the words were spoken in (a BCP 47 tag); absent for tones.
    public var language: String?
    /// When the cue was due: the step event plus its delay, in seconds since the recording zero.
    public var due: Double
    /// When it began to sound, in seconds since the recording zero; absent when it did not.
    public var start: Double?
    /// How long it sounded, in seconds; absent when it did not.
    public var duration: Double?
    /// How it ended.
    public var outcome: Outcome

    /// Creates a record.
    /// - Parameters:
    ///   - cue: The cue.
    ///   - language: The language its words were spoken in.
    ///   - due: When it was due, in seconds since the recording zero.
    ///   - start: When it began to sound.
    ///   - duration: How long it sounded.
    ///   - outcome: How it ended.
    public init(cue: SpokenCue, language: String?, due: Double, start: Double? = nil, duration: Double? = nil, outcome: Outcome) {
        self.stepIdentifier = cue.stepIdentifier
        self.kind = cue.kind
        self.text = cue.text
        self.language = cue.text == nil ? nil : language
        self.due = due
        self.start = start
        self.duration = duration
        self.outcome = outcome
    }
}
