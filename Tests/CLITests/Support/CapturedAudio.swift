import ActiveTasks
import Foundation
import Speech
import TestSupport

/// What an ALSA `file` PCM captured of a run's speech: mono 16-bit samples at 22050 Hz.
struct CapturedAudio {
    /// The sample rate espeak-ng and the tones play at.
    static let sampleRate = 22050

    /// The captured samples.
    let samples: [Int16]
    /// The raw file.
    let file: URL

    /// An ALSA configuration whose `default` PCM writes raw samples into `file`.
    /// `ALSA_CONFIG_PATH` replaces alsa.conf itself, so it defines every PCM it uses.
    static func configuration(writingTo file: URL) -> String {
        """
        pcm.!default {
            type file
            slave.pcm "swallow"
            file "\(file.path)"
            format "raw"
        }
        pcm.swallow {
            type null
        }
        """
    }

    /// Reads the raw capture in `file`.
    init(file: URL) throws {
        let data = try Data(contentsOf: file)
        self.file = file
        samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// The samples from `start` for `duration` seconds of the capture.
    func slice(start: Double, duration: Double) -> ArraySlice<Int16> {
        let first = max(0, Int((start * Double(Self.sampleRate)).rounded()))
        let end = min(samples.count, first + Int((duration * Double(Self.sampleRate)).rounded()))
        return first < end ? samples[first..<end] : []
    }

    /// Seconds to add to a record's `start` to find the cue in the capture (whose sample 0 is
    /// when the stream opened): found from the run's first cue, a countdown second spoken by
    /// `voice`, whose leading zero samples are left out of the first sound in the capture (they
    /// are the same every time the voice says it, though the samples after them vary slightly).
    func shift(firstCue cue: SpokenCueRecord, voice: VoiceSynthesizer) throws -> Double {
        let words = try voice.samples(speaking: cue.text ?? "")
        guard let sound = samples.firstIndex(where: { $0 != 0 }), let lead = words.firstIndex(where: { $0 != 0 }) else {
            throw TestSupportError("\(file.path) holds no sound, or \"\(cue.text ?? "")\" is silent")
        }
        return Double(sound - lead) / Double(Self.sampleRate) - (cue.start ?? 0)
    }

    /// `sox FILE -n trim START DURATION stat`'s "Rough frequency" of a stretch of the capture, in Hz.
    func roughFrequency(start: Double, duration: Double) async throws -> Double? {
        let sox = try await ActivetaskBinary.shell("\(try which("sox")) -t raw -r \(Self.sampleRate) -e signed -b 16 -c 1 '\(file.path)' "
                                             + "-n trim \(start) \(duration) stat")
        let line = sox.stderr.split(separator: "\n").first { $0.hasPrefix("Rough   frequency:") }
        return line.flatMap { Double($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
    }
}
