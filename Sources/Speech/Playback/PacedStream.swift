import Foundation
import RecordingFormat

/// A playback stream written no faster than `CLOCK_MONOTONIC` runs: sample n sounds n /
/// sampleRate seconds after `start`, whether the PCM is a sound card (which would block) or a
/// file (which would not).
///
/// Used on the `AudioCueSpeaker`'s player thread only.
final class PacedStream {
    private let output: PCMOutput
    private let start: Double
    private let sampleRate: Int
    private var written = 0

    /// Creates the stream of `output`, whose sample 0 sounds at `start`.
    /// - Parameters:
    ///   - output: The open PCM.
    ///   - start: `CLOCK_MONOTONIC` seconds when the stream began.
    ///   - sampleRate: Samples per second.
    init(output: PCMOutput, start: Double, sampleRate: Int) {
        self.output = output
        self.start = start
        self.sampleRate = sampleRate
    }

    /// `CLOCK_MONOTONIC` seconds at which the next sample written sounds.
    var position: Double { start + Double(written) / Double(sampleRate) }

    /// Writes silence up to `AudioCueSpeaker.lead` seconds ahead of now.
    func fill() throws(ActivetaskError) {
        let target = Int((MonotonicClock.now() - start + AudioCueSpeaker.lead) * Double(sampleRate))
        if target > written { try output.write(ArraySlice(repeating: 0, count: target - written)) }
        written = max(written, target)
    }

    /// Writes `samples` once the stream is no more than `AudioCueSpeaker.lead` seconds ahead of now.
    func write(_ samples: ArraySlice<Int16>) throws(ActivetaskError) {
        let ahead = position - (MonotonicClock.now() + AudioCueSpeaker.lead)
        if ahead > 0 { Thread.sleep(forTimeInterval: ahead) }
        try output.write(samples)
        written += samples.count
    }
}
