import ActiveTasks
import Dispatch
import Foundation
import RecordingFormat
import Synchronization

/// Sounds a run's cues through an ALSA PCM: speech from libespeak-ng, tones from `Tone`.
///
/// A player thread, started when the speaker is made (so a missing sound card is named before any
/// screen is drawn), owns the PCM (opened, written and closed there only) and writes one
/// continuous mono stream clocked by `CLOCK_MONOTONIC`: silence between cues, each cue when it
/// is due, never more than `lead` seconds ahead of now. So sample n of the stream sounds n /
/// sampleRate seconds after the stream opened, on a sound card and in a file alike, and each
/// record's `start` is the cue's place in that stream. `speak(_:)` only queues and returns, so
/// neither the step's recording nor the presenter waits for sound.
///
/// The queue is bounded by the steps: when a step event's cues arrive, speech of earlier events
/// still waiting is dropped (recorded as `dropped`) and speech still playing is cut (within one
/// block, `blockFrames`; recorded as `cut`), so an instruction never delays the next step's cue;
/// tones (at most 0.3 s) always play whole, in order. After each cue `gap` seconds of silence
/// keep cues apart. A PCM that cannot be opened is a warning naming it and the run goes on
/// silent (every cue recorded as `silent`); so is one that fails during the run.
///
/// As a `StimulusVoice` it speaks the auditory PSAT's digits and tells each one's onset: the
/// stream position of its first sample that is not zero (espeak-ng begins a word with a few
/// milliseconds of silence), known as it begins to play.
public final class AudioCueSpeaker: CueSpeaker, StimulusVoice {
    /// Seconds of silence after every cue.
    public static let gap = 0.1
    /// Seconds the stream is written ahead of now.
    public static let lead = 0.05
    /// Frames written at a time; a cut takes effect within one block.
    public static let blockFrames = 512
    /// Seconds `finish()` waits for the cues still queued to play.
    public static let finishTimeout = 10.0

    /// The run's language, a BCP 47 tag.
    public let language: String
    private let zero: RecordingZero
    private let sampleRate: Int
    private let synthesizer: VoiceSynthesizer
    private let sounds: [String: [Int16]]
    private let warn: @Sendable (String) -> Void
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let ready = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    /// A cue waiting to play.
    private struct Pending: Sendable {
        var record: Int
        var cue: SpokenCue
        /// `CLOCK_MONOTONIC` seconds when it is due.
        var due: Double
    }

    private struct State: Sendable {
        var records: [SpokenCueRecord] = []
        /// `CLOCK_MONOTONIC` onsets of the cues that began to sound, by record.
        var onsets: [Int: Double] = [:]
        var queue: [Pending] = []
        /// Whether the cue playing is speech (which a newer event cuts); `nil` when none plays.
        var playingSpeech: Bool?
        var cut = false
        var finishing = false
        var silent = false
    }

    /// What the player does next.
    private enum Next {
        case play(Pending)
        case wait(until: Double?)
        case stop
    }

    /// Prepares the voice and every text, and starts the player thread, which opens the PCM.
    /// - Parameters:
    ///   - language: The run's language, a BCP 47 tag (`en`, `de`, `es`, `fr`, …).
    ///   - texts: The texts the run can speak (`SpokenCuePlan.texts(of:)`), synthesized now so
    ///     that no cue waits for synthesis.
    ///   - zero: The run's recording zero; records' times are seconds since it.
    ///   - device: The ALSA PCM to play through.
    ///   - warn: Told, once, when the PCM cannot be opened or fails; the run goes on silent.
    /// - Throws: `ActivetaskError(.unsupported)` when espeak-ng has no voice for `language`
    ///   (listing the languages it has) or cannot load its data.
    public init(language: String, texts: [String], zero: RecordingZero, device: String = "default",
                warn: @escaping @Sendable (String) -> Void) throws(ActivetaskError) {
        let synthesizer = try VoiceSynthesizer(language: language)
        var sounds: [String: [Int16]] = [:]
        for text in texts { sounds[text] = try synthesizer.samples(speaking: text) }
        self.language = language
        self.zero = zero
        self.sampleRate = synthesizer.sampleRate
        self.synthesizer = synthesizer
        self.sounds = sounds
        self.warn = warn
        let thread = Thread { [self] in play(device: device) }
        thread.name = "speech"
        thread.start()
        ready.wait()
    }

    /// Queues one step event's cues; earlier speech still waiting is dropped and speech playing is cut.
    /// - Parameter cues: The event's cues, each due its `delay` after now.
    public func speak(_ cues: [SpokenCue]) {
        _ = speakStimuli(cues)
    }

    /// Queues one step event's cues as `speak(_:)` does.
    /// - Parameter cues: The event's cues, each due its `delay` after now.
    /// - Returns: Each cue's record index, the ticket for `onset(of:)`.
    public func speakStimuli(_ cues: [SpokenCue]) -> [Int] {
        let now = MonotonicClock.now()
        let tickets = state.withLock { state in
            state.queue.removeAll { !$0.cue.kind.isTone }
            if state.playingSpeech == true { state.cut = true }
            return cues.map { cue in
                let due = now + cue.delay
                state.records.append(SpokenCueRecord(cue: cue, language: language, due: zero.timestamp(forMonotonic: due),
                                                     outcome: state.silent ? .silent : .dropped))
                if !state.silent { state.queue.append(Pending(record: state.records.count - 1, cue: cue, due: due)) }
                return state.records.count - 1
            }
        }
        wake.signal()
        return tickets
    }

    /// The `CLOCK_MONOTONIC` second the cue of `ticket` began to sound (its first sample that is
    /// not zero), once it has begun to play.
    /// - Parameter ticket: A record index `speakStimuli(_:)` returned.
    public func onset(of ticket: Int) -> Double? {
        state.withLock { $0.onsets[ticket] }
    }

    /// Whether nothing sounds: the PCM could not be opened, or failed.
    public var isSilent: Bool { state.withLock { $0.silent } }

    /// Lets the cues already due play (for at most `finishTimeout` seconds), drops those not yet
    /// due, closes the PCM and returns a record of every cue.
    public func finish() -> [SpokenCueRecord] {
        state.withLock { $0.finishing = true }
        wake.signal()
        if ended.wait(timeout: .now() + Self.finishTimeout) == .timedOut {
            state.withLock { state in
                state.queue = []
                state.cut = true
            }
        }
        return state.withLock { $0.records }
    }

    /// The player thread: opens the PCM and writes the stream until `finish()`.
    private func play(device: String) {
        defer { ended.signal() }
        let output: PCMOutput
        do {
            output = try PCMOutput(name: device, sampleRate: sampleRate)
        } catch {
            state.withLock { $0.silent = true }
            warn("speech: \(error.message); the run goes on without sound (see docs/SPEECH.md to route audio)")
            ready.signal()
            return
        }
        let stream = PacedStream(output: output, start: MonotonicClock.now(), sampleRate: sampleRate)
        ready.signal()
        do {
            while true {
                switch next() {
                case .stop:
                    output.close()
                    return
                case .wait(let due):
                    try stream.fill()
                    let now = MonotonicClock.now()
                    _ = wake.wait(timeout: .now() + min(Double(Self.blockFrames) / Double(sampleRate), max(0, (due ?? .infinity) - now)))
                case .play(let pending):
                    try play(pending, on: stream)
                }
            }
        } catch {
            state.withLock { state in
                state.silent = true
                for pending in state.queue { state.records[pending.record].outcome = .silent }
                state.queue = []
            }
            warn("speech: \(error.message); the rest of the run is silent")
            output.close()
        }
    }

    /// The next thing to do: the first queued cue when it is due, else wait; when finishing,
    /// cues not yet due are dropped and the player stops once the queue is empty.
    private func next() -> Next {
        let now = MonotonicClock.now()
        return state.withLock { state in
            if state.finishing { state.queue.removeAll { $0.due > now } }
            guard let head = state.queue.first else { return state.finishing ? .stop : .wait(until: nil) }
            guard head.due <= now else { return .wait(until: head.due) }
            state.queue.removeFirst()
            state.playingSpeech = !head.cue.kind.isTone
            state.cut = false
            return .play(head)
        }
    }

    /// Writes one cue block by block (stopping at a cut), then the gap, and records when it sounded.
    private func play(_ pending: Pending, on stream: PacedStream) throws(ActivetaskError) {
        let samples = sound(of: pending.cue)
        try stream.fill()
        let start = stream.position
        let onset = start + Double(samples.firstIndex { $0 != 0 } ?? 0) / Double(sampleRate)
        state.withLock { $0.onsets[pending.record] = onset }
        var offset = 0
        var cut = false
        while offset < samples.count {
            if state.withLock({ $0.cut }) {
                cut = true
                break
            }
            let end = min(samples.count, offset + Self.blockFrames)
            try stream.write(samples[offset..<end])
            offset = end
        }
        try stream.write(ArraySlice(repeating: 0, count: Int(Self.gap * Double(sampleRate))))
        state.withLock { state in
            state.records[pending.record].start = zero.timestamp(forMonotonic: start)
            state.records[pending.record].duration = Double(offset) / Double(sampleRate)
            state.records[pending.record].outcome = cut ? .cut : .played
            state.playingSpeech = nil
        }
    }

    /// The samples of `cue`: its tone, or its text as prepared (or synthesized now, for a text
    /// the plan did not list).
    private func sound(of cue: SpokenCue) -> [Int16] {
        switch cue.kind {
        case .startTone: return Tone.start.samples(sampleRate: sampleRate)
        case .stopTone: return Tone.stop.samples(sampleRate: sampleRate)
        default:
            guard let text = cue.text else { return [] }
            return sounds[text] ?? (try? synthesizer.samples(speaking: text)) ?? []
        }
    }
}
