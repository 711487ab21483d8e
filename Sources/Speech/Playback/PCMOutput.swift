import CAlsa
import RecordingFormat

/// An ALSA playback PCM taking 16-bit mono samples.
///
/// Owned by one thread at a time (the `AudioCueSpeaker`'s player thread): the handle is opened,
/// written and closed there only.
final class PCMOutput {
    /// The PCM's name (`default`).
    let name: String
    private var handle: OpaquePointer?

    /// The latency asked of the device, in microseconds: what the device buffers ahead.
    static let latencyMicroseconds: UInt32 = 100_000

    /// Opens PCM `name` for playback of mono 16-bit samples at `sampleRate`.
    /// - Parameters:
    ///   - name: An ALSA PCM name (`default` is what `~/.asoundrc`, `/etc/asound.conf` or
    ///     `ALSA_CONFIG_PATH` make it).
    ///   - sampleRate: Samples per second.
    /// - Throws: `ActivetaskError(.deviceNotFound)` naming the PCM and ALSA's reason;
    ///   `ActivetaskError(.unsupported)` when libasound cannot be opened.
    init(name: String, sampleRate: Int) throws(ActivetaskError) {
        self.name = name
        try SpeechLibraries.open()
        // alsa-lib would print its own lines (`ALSA lib pcm.c:…`) beside the error thrown here.
        CAlsa_silenceErrors()
        var pcm: OpaquePointer?
        var status = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, 0)
        if status >= 0, let pcm {
            status = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
                                        Self.latencyMicroseconds)
            if status < 0 { snd_pcm_close(pcm) }
        }
        guard status >= 0, let pcm else {
            throw ActivetaskError(.deviceNotFound, "ALSA PCM \"\(name)\" cannot play mono 16-bit audio at \(sampleRate) Hz: "
                                  + Self.reason(status))
        }
        handle = pcm
    }

    /// Plays `samples`, blocking while the device's buffer is full; recovers from an underrun.
    /// - Parameter samples: Mono samples.
    /// - Throws: `ActivetaskError(.deviceLost)` naming the PCM when the device fails for good.
    func write(_ samples: ArraySlice<Int16>) throws(ActivetaskError) {
        guard let handle else { return }
        var rest = samples
        while !rest.isEmpty {
            let written = rest.withUnsafeBufferPointer { snd_pcm_writei(handle, $0.baseAddress, snd_pcm_uframes_t($0.count)) }
            if written >= 0 {
                rest = rest.dropFirst(Int(written))
                continue
            }
            let recovered = snd_pcm_recover(handle, Int32(written), 1)
            guard recovered >= 0 else {
                throw ActivetaskError(.deviceLost, "ALSA PCM \"\(name)\" stopped playing: \(Self.reason(Int32(written)))")
            }
        }
    }

    /// Lets what was written play out and closes the PCM.
    func close() {
        guard let handle else { return }
        snd_pcm_drain(handle)
        snd_pcm_close(handle)
        self.handle = nil
    }

    /// ALSA's words for a negative status.
    private static func reason(_ status: Int32) -> String {
        String(cString: snd_strerror(status))
    }
}
