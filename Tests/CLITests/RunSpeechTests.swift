import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import Speech
import TestSupport
import Testing

/// `run` with spoken guidance, its audio captured by an ALSA `file` PCM (`ALSA_CONFIG_PATH`).
@Suite(.serialized) struct RunSpeechTests {
    /// A run's folder, its ALSA configuration and where the audio goes.
    private struct Capture {
        let folder: TemporaryDirectory
        let configuration: URL
        let audio: URL
        let output: URL

        init(prefix: String, configuration text: ((URL) -> String)? = nil) throws {
            folder = try TemporaryDirectory(prefix: prefix)
            audio = folder.url.appendingPathComponent("speech.raw")
            configuration = folder.url.appendingPathComponent("asound.conf")
            output = folder.url.appendingPathComponent("run")
            try Data((text ?? CapturedAudio.configuration(writingTo:))(audio).utf8).write(to: configuration)
        }

        func run(_ task: String, _ flags: [String] = [], environment: [String: String] = [:]) async throws -> RunOutput {
            try await ActivetaskBinary.run(["run", task, "--auto", "--replay", ProjectPaths.fixture("replay").path, "--output", output.path] + flags,
                                     timeout: 55, environment: environment.merging(["ALSA_CONFIG_PATH": configuration.path]) { $1 })
        }
    }

    private static let shortWalk = ["--set", "numberOfStepsPerLeg=12", "--set", "restDuration=2"]

    /// The recording zero, from the header of one of the run's chunks.
    private func zero(in output: URL, step: String) throws -> RecordingZero {
        let chunk = output.appendingPathComponent("\(step)/\(step).accelerometer-000001.jsonl")
        let line = try #require(String(decoding: try Data(contentsOf: chunk), as: UTF8.self).split(separator: "\n").first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let date = try #require(DateText.date(from: header["zeroDate"] as? String ?? ""))
        return RecordingZero(uptime: try #require(header["zeroUptime"] as? Double), date: date)
    }

    @Test(.timeLimit(.minutes(1))) func shortWalkSpeaksEachLegWithTonesWhereTheStepMarkersSayAndTheCaptureHoldsThem() async throws {
        let capture = try Capture(prefix: "speech-walk")
        let run = try await capture.run("shortWalk", Self.shortWalk)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("speech:"), "\(run.stderr)")
        let result = try TaskResult.read(in: capture.output)
        let cues = try #require(result.spokenCues)
        let legs = ["walking.outbound", "walking.return", "walking.rest"]
        let expected = ["countdown:countdown:3", "countdown:countdown:2", "countdown:countdown:1"]
            + legs.flatMap { ["\($0):startTone:", "\($0):instruction:", "\($0):stopTone:"] }
        #expect(cues.map { "\($0.stepIdentifier):\($0.kind.rawValue):\($0.kind == .countdown ? $0.text ?? "" : "")" } == expected)
        // The rest lasts 2 s: its instruction may be cut by its stop tone; everything else plays whole.
        #expect(cues.allSatisfy { $0.outcome == .played || ($0.outcome == .cut && $0.stepIdentifier == "walking.rest" && $0.kind == .instruction) },
                "\(cues.map(\.outcome))")
        let task = try PredefinedTask.shortWalk.task(values: ["numberOfStepsPerLeg": .int(12), "restDuration": .int(2)])
        let texts = legs.map { leg in task.flattenedSteps.first { $0.identifier == leg }?.text }
        #expect(cues.filter { $0.kind == .instruction }.map(\.text) == texts && texts.allSatisfy { $0 != nil })
        #expect(cues.filter { $0.text != nil }.allSatisfy { $0.language == "en" })

        // Against the step markers: a step's cues are due when it starts (tones, instruction) or
        // ends (stop tone), within 0.1 s (the step's wall-clock date against the monotonic
        // clock, both read within a few milliseconds of the event); a tone sounds at most 0.5 s
        // after it is due: the 0.05 s the stream is written ahead and a 23 ms block, plus a stop
        // tone (0.3 s) and its gap (0.1 s) still playing from the step before; an instruction
        // at most 0.8 s, after its start tone (0.15 s) and gap (0.1 s) as well.
        let zero = try zero(in: capture.output, step: "walking.outbound")
        for cue in cues {
            let step = try #require(result.step(cue.stepIdentifier))
            let event = (cue.kind == .stopTone ? step.endDate : step.startDate).timeIntervalSince(zero.date)
            let offset = cue.kind == .countdown ? 5 - (Double(cue.text ?? "") ?? 0) : 0
            #expect(abs(cue.due - event - offset) < 0.1, "\(cue.stepIdentifier) \(cue.kind): due \(cue.due) s, step event \(event) s")
            let start = try #require(cue.start)
            #expect(start >= cue.due && start - cue.due < (cue.kind == .instruction ? 0.8 : 0.5), "\(cue.stepIdentifier) \(cue.kind): due \(cue.due) s, sounded \(start) s")
        }

        // The capture: sound exactly where the records put it, silence everywhere else.
        let audio = try CapturedAudio(file: capture.audio)
        let shift = try audio.shift(firstCue: cues[0], voice: VoiceSynthesizer(language: "en"))
        var sounding = Array(repeating: false, count: audio.samples.count)
        for cue in cues {
            let start = (cue.start ?? 0) + shift, duration = cue.duration ?? 0
            let stretch = audio.slice(start: start, duration: duration)
            #expect(stretch.contains { abs(Int($0)) > 1000 }, "\(cue.stepIdentifier) \(cue.kind) is silent in the capture at \(start) s")
            // 10 ms either side: the shift is found from the first cue's leading silence.
            let first = max(0, Int((start * Double(CapturedAudio.sampleRate)).rounded()) - 220)
            let end = min(sounding.count, first + stretch.count + 440)
            if first < end {
                for index in first..<end { sounding[index] = true }
            }
            if cue.kind.isTone {
                let frequency = try #require(try await audio.roughFrequency(start: start + 0.02, duration: duration - 0.04))
                let wanted = cue.kind == .startTone ? Tone.start.frequency : Tone.stop.frequency
                #expect(abs(frequency - wanted) < wanted * 0.03, "\(cue.kind) at \(start) s: sox says \(frequency) Hz")
            }
        }
        let stray = audio.samples.indices.filter { !sounding[$0] && audio.samples[$0] != 0 }
        #expect(stray.isEmpty, "sound outside every cue at \(stray.prefix(3).map { Double($0) / Double(CapturedAudio.sampleRate) }) s")
        // The stream runs as long as the run: the last cue ends inside it.
        let last = try #require(cues.last)
        #expect(Double(audio.samples.count) / Double(CapturedAudio.sampleRate) >= (last.start ?? 0) + shift + (last.duration ?? 0))
    }

    /// The issue's case: the predefined short walk for participant P-0042-7 at visit week2 in
    /// German. Every leg's instruction is the German task's text, spoken by espeak-ng's German
    /// voice, and the result records participant, visit and language.
    @Test(.timeLimit(.minutes(1))) func shortWalkInGermanForAParticipantIsSpokenByTheGermanVoiceAtEachLeg() async throws {
        let capture = try Capture(prefix: "speech-de")
        let run = try await capture.run("shortWalk", Self.shortWalk + ["--language", "de", "--participant", "P-0042-7", "--visit", "week2"])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try TaskResult.read(in: capture.output)
        #expect(result.language == "de" && result.participantIdentifier == "P-0042-7" && result.visit == "week2")
        let cues = try #require(result.spokenCues)
        let spoken = cues.filter { $0.text != nil && $0.kind != .countdown }
        let legs = ["walking.outbound", "walking.return", "walking.rest"]
        #expect(spoken.map(\.stepIdentifier) == legs)
        let task = try PredefinedTask.shortWalk.task(values: ["numberOfStepsPerLeg": .int(12), "restDuration": .int(2)], language: LanguageTag("de"))
        #expect(spoken.map(\.text) == legs.map { leg in task.flattenedSteps.first { $0.identifier == leg }?.text }, "the German texts")
        // The rest lasts 2 s: its instruction may be cut by its stop tone.
        #expect(spoken.allSatisfy { $0.language == "de" && ($0.outcome == .played || $0.stepIdentifier == "walking.rest") },
                "\(spoken.map(\.outcome))")
        // Each leg's words in the capture are what espeak-ng's German voice makes of them: as long
        // (within 1 %) and as loud over time (10 ms envelopes alike beyond 0.95), which its English
        // voice is not (about 0.5). Not sample for sample: espeak-ng carries state from one text
        // into the next.
        let audio = try CapturedAudio(file: capture.audio)
        let german = try VoiceSynthesizer(language: "de"), english = try VoiceSynthesizer(language: "en")
        let shift = try audio.shift(firstCue: try #require(cues.first), voice: german)
        for cue in spoken where cue.outcome == .played {
            let text = try #require(cue.text)
            let words = try german.samples(speaking: text)
            let played = (cue.duration ?? 0) * Double(CapturedAudio.sampleRate)
            #expect(abs(played - Double(words.count)) < Double(words.count) * 0.01, "\(cue.stepIdentifier): \(played) samples played")
            let captured = audio.slice(start: (cue.start ?? 0) + shift, duration: cue.duration ?? 0)
            let alike = AudioEnvelope.similarity(captured, words), other = AudioEnvelope.similarity(captured, try english.samples(speaking: text))
            #expect(alike > 0.95 && other < 0.8, "\(cue.stepIdentifier) \"\(text)\": German \(alike), English \(other)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func speechOffPlaysNothingAndRecordsNoCues() async throws {
        let capture = try Capture(prefix: "speech-off")
        let run = try await capture.run("shortWalk", Self.shortWalk + ["--speech", "off"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try TaskResult.read(in: capture.output).spokenCues == nil)
        #expect(!FileManager.default.fileExists(atPath: capture.audio.path), "the PCM was opened")
    }

    @Test(.timeLimit(.minutes(1))) func aMissingSoundCardIsAWarningNamingThePCMAndTheRunCompletes() async throws {
        let capture = try Capture(prefix: "speech-nocard") { _ in "pcm.!default {\n    type hw\n    card 29\n}\n" }
        let run = try await capture.run("shortWalk", Self.shortWalk)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("speech: ALSA PCM \"default\" cannot play") && run.stderr.contains("without sound"), "\(run.stderr)")
        let cues = try #require(try TaskResult.read(in: capture.output).spokenCues)
        #expect(cues.count == 12 && cues.allSatisfy { $0.outcome == .silent && $0.start == nil })
    }

    @Test(.timeLimit(.minutes(1))) func aLanguageWithoutAVoiceStopsTheRunBeforeItStartsListingTheVoices() async throws {
        let capture = try Capture(prefix: "speech-tlh")
        // The task offers Klingon (so --language takes it); espeak-ng has no voice for it.
        let task = capture.folder.url.appendingPathComponent("klingon.json")
        try Data(#"""
            {"identifier": "walk", "languages": ["en", "tlh"], "steps": [
              {"type": "walking", "identifier": "walk", "numberOfSteps": 4, "text": {"en": "Walk.", "tlh": "yIyIt."},
               "recorders": [{"identifier": "walk.accelerometer", "type": "accelerometer", "frequency": 100}]}]}
            """#.utf8).write(to: task)
        let run = try await capture.run(task.path, ["--language", "tlh"], environment: ["LD_DEBUG": "libs"])
        #expect(run.status == 1)
        // libespeak-ng was opened to look for the voice (CSpeechLoader), after the process started.
        let initialized = run.stderr.split(separator: "\n").filter { $0.contains("calling init: ") }
        #expect(initialized.last?.hasSuffix("/libespeak-ng.so.1") == true, "\(initialized)")
        #expect(run.stderr.contains("--language tlh: espeak-ng has no voice for language \"tlh\"") && run.stderr.contains(" de, "), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: capture.output.path))
    }

    /// libespeak-ng and libasound are opened when speech begins, not when the process starts: a
    /// command that never speaks does not load them (the dynamic loader's own account,
    /// `LD_DEBUG=libs`; a run choosing its voice does, see the test above).
    @Test(.timeLimit(.minutes(1))) func aCommandThatNeverSpeaksDoesNotLoadTheSpeechLibraries() async throws {
        let validate = try await ActivetaskBinary.run(["validate", ProjectPaths.fixture("tasks/survey.json").path], environment: ["LD_DEBUG": "libs"])
        #expect(validate.status == 0 && validate.stderr.contains("find library=libc.so.6"), "\(validate.stderr.suffix(400))")
        #expect(!validate.stderr.contains("libespeak-ng") && !validate.stderr.contains("libasound"))
        // Nor the consent PDF's (CPangoCairo), opened when a PDF is first drawn (ConsentPDFTests).
        #expect(!validate.stderr.contains("libpangocairo") && !validate.stderr.contains("libcairo"))
    }

    @Test func speechBrowserIsRefusedOutsideTheKiosk() async throws {
        let capture = try Capture(prefix: "speech-browser")
        let run = try await capture.run("shortWalk", Self.shortWalk + ["--speech", "browser"])
        #expect(run.status == 1 && run.stderr.contains("--speech browser: only the kiosk"), "\(run.stderr)")
    }
}
