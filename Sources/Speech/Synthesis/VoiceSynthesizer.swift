import CEspeakNG
import Foundation
import RecordingFormat
import Synchronization

/// Speech in one language from libespeak-ng, as 16-bit mono PCM.
///
/// libespeak-ng keeps one synthesizer per process (its voice, its callback), so every call into
/// it goes through `VoiceSynthesizer.engine`'s lock: a synthesizer is used from whichever thread
/// calls it, one call at a time, and never leaks an espeak-ng type.
public final class VoiceSynthesizer: Sendable {
    /// The sample rate libespeak-ng synthesizes at, in Hz.
    public let sampleRate: Int
    /// The BCP 47 tag asked for (`de`, `en-US`).
    public let language: String
    /// The espeak-ng language of the voice chosen for it (`de`, `en-us`).
    public let voiceLanguage: String

    /// The process's one libespeak-ng: its sample rate once initialized.
    private static let engine = Mutex<Int?>(nil)

    /// Chooses the voice for `language`.
    /// - Parameter language: A BCP 47 tag; matched against espeak-ng's voice languages (`de-AT`
    ///   falls back to `de`, `en` takes espeak-ng's preferred English).
    /// - Throws: `ActivetaskError(.unsupported)` when libespeak-ng or its data cannot be loaded
    ///   (naming the package to install), or when no voice speaks `language` (listing the languages there are).
    public init(language: String) throws(ActivetaskError) {
        let chosen = try Self.engine.withLock { rate throws(ActivetaskError) -> (Int, String) in
            if rate == nil { rate = try Self.initialize() }
            let voices = Self.voices()
            guard let voice = Self.voice(for: language, among: voices) else {
                let known = Set(voices.map(\.language)).sorted().joined(separator: ", ")
                throw ActivetaskError(.unsupported, "espeak-ng has no voice for language \"\(language)\"; "
                                      + "give --language one of \(known), or run with --speech off")
            }
            return (rate ?? 0, voice.language)
        }
        self.sampleRate = chosen.0
        self.language = language
        self.voiceLanguage = chosen.1
    }

    /// Speaks `text` in the voice's language.
    /// - Parameter text: The words (UTF-8; digits are read as numbers in the language).
    /// - Returns: The samples at `sampleRate`, mono.
    /// - Throws: `ActivetaskError(.unsupported)` when espeak-ng refuses the text or the voice.
    public func samples(speaking text: String) throws(ActivetaskError) -> [Int16] {
        try Self.engine.withLock { _ throws(ActivetaskError) -> [Int16] in
            var properties = espeak_VOICE()
            let status = voiceLanguage.withCString { name -> espeak_ERROR in
                properties.languages = name
                return espeak_SetVoiceByProperties(&properties)
            }
            guard status == EE_OK else {
                throw ActivetaskError(.unsupported, "espeak-ng cannot select its \(voiceLanguage) voice (error \(status.rawValue))")
            }
            let sink = SampleSink()
            let box = Unmanaged.passRetained(sink)
            defer { box.release() }
            let result = text.withCString { pointer in
                espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, box.toOpaque())
            }
            guard result == EE_OK else {
                throw ActivetaskError(.unsupported, "espeak-ng could not speak \"\(text)\" (error \(result.rawValue))")
            }
            return sink.samples
        }
    }

    /// Starts libespeak-ng in synchronous mode with the callback that collects samples.
    /// - Returns: Its sample rate in Hz.
    private static func initialize() throws(ActivetaskError) -> Int {
        try SpeechLibraries.open()
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, 0)
        guard rate > 0 else {
            throw ActivetaskError(.unsupported, "espeak-ng could not load its voices (espeak_Initialize failed); "
                                  + "install the espeak-ng-data package, or run with --speech off")
        }
        espeak_SetSynthCallback(synthesized)
        return Int(rate)
    }

    /// One installed voice: its espeak-ng language and that language's priority (lower is preferred).
    private struct Voice {
        var language: String
        var priority: Int
    }

    /// Every language of every installed espeak-ng voice (MBROLA voices left out: they need the
    /// separate `mbrola` program).
    private static func voices() -> [Voice] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var voices: [Voice] = []
        var index = 0
        while let voice = list[index] {
            index += 1
            guard let identifier = voice.pointee.identifier.map(String.init(cString:)), !identifier.hasPrefix("mb/"),
                  var entry = voice.pointee.languages.map({ UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }) else { continue }
            // `languages`: a priority byte and a NUL-terminated name, repeated, ending with a 0 byte.
            while entry.pointee != 0 {
                let priority = Int(entry.pointee)
                let name = String(cString: entry + 1)
                voices.append(Voice(language: name, priority: priority))
                entry += 2 + name.utf8.count
            }
        }
        return voices
    }

    /// The preferred voice language for the BCP 47 `tag`: an exact match, else its primary subtag.
    private static func voice(for tag: String, among voices: [Voice]) -> Voice? {
        let wanted = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        let primary = String(wanted.prefix { $0 != "-" })
        for candidate in [wanted, primary] where !candidate.isEmpty {
            if let best = voices.filter({ $0.language == candidate }).min(by: { $0.priority < $1.priority }) { return best }
        }
        return nil
    }
}

/// Collects what espeak-ng's callback hands over during one `espeak_Synth` call.
private final class SampleSink {
    var samples: [Int16] = []
}

/// espeak-ng's synth callback: appends each buffer to the `SampleSink` passed as the call's user data.
private func synthesized(_ buffer: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let data = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(data).takeUnretainedValue()
    if let buffer, count > 0 { sink.samples.append(contentsOf: UnsafeBufferPointer(start: buffer, count: Int(count))) }
    return 0
}
