/// Sounds the cues of a run: through a sound card (the `Speech` target's `AudioCueSpeaker`) or a
/// kiosk page's voice.
///
/// Called from the runner's thread at each step event; it must not block there (playback runs
/// on the speaker's own queue).
package protocol CueSpeaker: AnyObject, Sendable {
    /// Queues the cues of one step event (a step starting or ending), each due its `delay` after now.
    /// - Parameter cues: The event's cues, in order; a speaker documents what it does with older
    ///   cues still playing or waiting.
    func speak(_ cues: [SpokenCue])
    /// Lets the queued cues play (for a bounded time), stops, and says when each cue sounded.
    /// - Returns: A record of every cue given to `speak(_:)`, in order.
    func finish() -> [SpokenCueRecord]
}
