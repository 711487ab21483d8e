import ActiveTasks
import Dispatch
import Foundation
import RecordingFormat
import Synchronization

/// Has the kiosk page speak a run's cues with the browser's speech synthesis (`--speech browser`).
///
/// Each cue goes to the page when it is due as `{"id", "step", "kind", "text", "language"}` in
/// the channel's messages (`KioskChannel.speak(_:)`); the page speaks the text in `language` and
/// plays tones with the same frequency and length as the sound card's (`Tone` in the `Speech`
/// target: 880 Hz for 150 ms, 440 Hz for 300 ms). As with the sound card, a step event's cues
/// drop earlier cues not yet sent, except tones, and the page cuts speech still speaking. Records
/// say when each cue was sent (`sent`); the browser's voice decides when it is heard.
///
/// As a `StimulusVoice` it has the page speak the auditory PSAT's digits: the page reports when
/// its voice began each one (the utterance's `start` event, `KioskCommand.spoken`), and that
/// report is the digit's onset and its record's `start`. A digit the page never reports (a
/// browser without voices) has no onset.
package final class BrowserCueSpeaker: CueSpeaker, StimulusVoice {
    private let channel: KioskChannel
    private let language: String
    private let zero: RecordingZero
    private let queue = DispatchQueue(label: "kiosk.speech")
    private let state = Mutex(State())

    private struct State {
        var records: [SpokenCueRecord] = []
        /// Records of cues not sent yet.
        var waiting: Set<Int> = []
        /// `CLOCK_MONOTONIC` seconds the page's voice began each stimulus, by record.
        var onsets: [Int: Double] = [:]
        var finished = false
    }

    /// Creates the speaker of a run.
    /// - Parameters:
    ///   - channel: The kiosk's channel to its pages.
    ///   - language: The run's language, a BCP 47 tag, for the page's voice.
    ///   - zero: The run's recording zero; records' times are seconds since it.
    package init(channel: KioskChannel, language: String, zero: RecordingZero) {
        self.channel = channel
        self.language = language
        self.zero = zero
    }

    /// Sends each cue when it is due; cues of earlier events not sent yet are dropped, except tones.
    /// - Parameter cues: One step event's cues.
    package func speak(_ cues: [SpokenCue]) {
        _ = speakStimuli(cues)
    }

    /// Sends each cue when it is due, as `speak(_:)` does.
    /// - Parameter cues: One step event's cues.
    /// - Returns: Each cue's record index (its `id` on the page), the ticket for `onset(of:)`.
    package func speakStimuli(_ cues: [SpokenCue]) -> [Int] {
        let now = MonotonicClock.now()
        let scheduled = state.withLock { state -> [(Int, SpokenCue)] in
            state.waiting = state.waiting.filter { state.records[$0].kind.isTone }
            return cues.map { cue in
                state.records.append(SpokenCueRecord(cue: cue, language: language, due: zero.timestamp(forMonotonic: now + cue.delay),
                                                     outcome: .dropped))
                state.waiting.insert(state.records.count - 1)
                return (state.records.count - 1, cue)
            }
        }
        for (record, cue) in scheduled {
            queue.asyncAfter(deadline: .now() + cue.delay) { @Sendable [self] in send(record, cue) }
        }
        return scheduled.map(\.0)
    }

    /// When the page's voice began the cue of `ticket`, once the page said so.
    /// - Parameter ticket: A record index `speakStimuli(_:)` returned.
    package func onset(of ticket: Int) -> Double? {
        state.withLock { $0.onsets[ticket] }
    }

    /// The page's voice speaks while the page is connected.
    package var isSilent: Bool { false }

    /// Takes the page's word that its voice began cue `record` at `time`: the cue's onset, and
    /// its record's `start`.
    /// - Parameters:
    ///   - record: The cue's `id`.
    ///   - time: `CLOCK_MONOTONIC` seconds when the voice began it.
    package func heard(_ record: Int, at time: Double) {
        state.withLock { state in
            guard state.records.indices.contains(record), !state.finished else { return }
            state.onsets[record] = time
            state.records[record].start = zero.timestamp(forMonotonic: time)
        }
    }

    /// Sends cue `record` unless a newer event dropped it or the run finished.
    private func send(_ record: Int, _ cue: SpokenCue) {
        let message = state.withLock { state -> String? in
            guard !state.finished, state.waiting.remove(record) != nil else { return nil }
            if state.onsets[record] == nil { state.records[record].start = zero.timestamp(forMonotonic: MonotonicClock.now()) }
            state.records[record].outcome = .sent
            var fields: [String: String] = ["step": cue.stepIdentifier, "kind": cue.kind.rawValue]
            if let text = cue.text {
                fields["text"] = text
                fields["language"] = language
            }
            let object = String(decoding: (try? JSONEncoder.sorted.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
            return "{\"id\":\(record)," + object.dropFirst()
        }
        if let message { channel.speak(message) }
    }

    /// Stops sending; cues not sent yet stay `dropped`.
    package func finish() -> [SpokenCueRecord] {
        queue.sync {}
        return state.withLock { state in
            state.finished = true
            return state.records
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so a cue's message is the same for the same cue.
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
