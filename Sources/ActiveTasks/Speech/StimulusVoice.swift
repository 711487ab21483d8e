/// Speaks a step's stimuli — the auditory PSAT's digits — and says when each began to sound, so
/// the step can time answers from the sound itself rather than from when it was queued.
///
/// A run's `CueSpeaker` that can tell onsets (the sound card's `AudioCueSpeaker`) is one;
/// `TaskSession` hands it to the runner (`TaskRunner.voice`) and the presenters pass it on in
/// `ActivityContext.voice`.
public protocol StimulusVoice: AnyObject, Sendable {
    /// Queues one step event's stimuli as `CueSpeaker.speak(_:)` does, each due its `delay` after now.
    /// - Parameter cues: The stimuli, in order.
    /// - Returns: One ticket per cue, for `onset(of:)`.
    func speakStimuli(_ cues: [SpokenCue]) -> [Int]
    /// When the cue of `ticket` began to sound, in `CLOCK_MONOTONIC` seconds (the clock touch
    /// events and the presenters' frames are stamped with); `nil` while it has not begun, or
    /// when it never sounded (dropped, or the device failed).
    /// - Parameter ticket: A ticket `speakStimuli(_:)` returned.
    func onset(of ticket: Int) -> Double?
    /// Whether nothing sounds (no sound device): a step then presents its stimuli as if it had no voice.
    var isSilent: Bool { get }
}
