import ActiveTasks
import Foundation
import Speech
import TaskFamilies
import TestSupport
import Testing

/// The PSAT task end to end: `activetask run psat --auto --replay fixtures/replay-psat`, then
/// `analyze` and `export csv`, checked against fixtures/replay-psat/generate.py (its additions
/// and numpy's analysis of them) and fixtures/export/reference.py, which share no code with ours.
@Suite struct PSATRunTests {
    private static let replay = ProjectPaths.fixture("replay-psat")

    /// fixtures/replay-psat/expected.json.
    private struct Expected: Decodable {
        struct Sample: Decodable {
            let digit: Int
            let previousDigit: Int
            let answer: Int?
            let correct: Bool
            let startTime: Double
            let time: Double
        }
        let initialDigit: Int
        let stepDuration: Double
        let samples: [Sample]
        let analysis: [String: Double]
    }

    /// Half a unit of each key's precision, and for times the few milliseconds between the touch
    /// recorder's start (time 0 of the replay) and the step's.
    private static let tolerances: [String: Double] = [
        "numberOfAdditions": 0, "numberAnswered": 0, "totalCorrect": 0, "totalDyad": 0, "accuracy": 5e-5,
        "firstThirdCorrect": 0, "lastThirdCorrect": 0, "fatigueIndex": 5e-5, "longestCorrectRun": 0,
        "meanAnswerTime": 0.05, "totalTime": 0.3,
    ]

    /// Runs `activetask run psat` on the replay (fixtures/replay-psat's seed, 6 additions every 1 s,
    /// shown 0.5 s) with `flags` into `output`.
    /// - Returns: The run's result, its PSAT result and the fixture's expected.json.
    private static func replayed(into output: URL, _ flags: [String] = [], environment: [String: String] = [:]) async throws
        -> (TaskResult, PSATResult, Expected) {
        let arguments = ["run", "psat", "--auto", "--replay", replay.path, "--output", output.path, "--set", "seed=27",
                         "--set", "seriesLength=6", "--set", "interStimulusInterval=1", "--set", "stimulusDuration=0.5"] + flags
        let run = try await ActivetaskBinary.run(arguments, timeout: 50, environment: environment)
        try #require(run.status == 0, "\(run.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: replay.appendingPathComponent("expected.json")))
        let result = try TaskResult.read(in: output)
        let psat = try #require(result.step("psat")?.results.lazy.compactMap { item -> PSATResult? in
            if let psat = item.typed(as: PSATResult.self) { return psat }
            return nil
        }.first)
        return (result, psat, expected)
    }

    @Test(.timeLimit(.minutes(1)))
    func aReplayedPSATRunIsAnalysedAndExportedAsGeneratePyComputedIt() async throws {
        let temporary = try TemporaryDirectory(prefix: "psat-run")
        let output = temporary.url.appendingPathComponent("out")
        let (result, psat, expected) = try await Self.replayed(into: output)
        let step = try #require(result.step("psat"))
        #expect(psat.initialDigit == expected.initialDigit && psat.length == 6 && psat.interStimulusInterval == 1)
        #expect(psat.samples.map(\.digit) == expected.samples.map(\.digit))
        #expect(psat.samples.map(\.previousDigit) == expected.samples.map(\.previousDigit))
        #expect(psat.samples.map(\.answer) == expected.samples.map(\.answer))
        #expect(psat.samples.map(\.correct) == expected.samples.map(\.correct))
        #expect(psat.samples.map(\.startTime) == expected.samples.map(\.startTime))
        // Answer times come from the touch events' own times, not from when the run saw them: each
        // is the replayed one shifted by the gap between the touch recorder's start (time 0 of the
        // replay) and the step's, the same for every addition, whatever the machine's load.
        let headStart = try #require(zip(psat.samples, expected.samples).first { $0.1.answer != nil }.map { $0.0.time - $0.1.time })
        #expect(abs(headStart) < 0.5, "the touch recorder started \(headStart) s before the step")
        for (index, (found, wanted)) in zip(psat.samples, expected.samples).enumerated() where wanted.answer != nil {
            #expect(abs(found.time - wanted.time - headStart) < 0.002, "addition \(index + 1): \(found) vs \(wanted.time) + \(headStart)")
        }
        #expect(abs(step.endDate.timeIntervalSince(step.startDate) - expected.stepDuration) < 1)

        var tolerances = Self.tolerances
        tolerances["meanAnswerTime"] = abs(headStart) + 0.005
        // The total is the answer times' sum: each carries the gap once.
        tolerances["totalTime"] = Double(expected.samples.filter { $0.answer != nil }.count) * abs(headStart) + 0.01
        try await ReplayedRun.expectAnalysedAndExported(output, kind: "psat", expected: expected.analysis, labels: ["presentationMode": "visual"],
                                                        tolerances: tolerances, csv: ("psat.psat.csv", expected.samples.count), in: temporary)
    }

    /// The sounding stretches of a capture: runs of samples that are not zero, those less than
    /// 0.25 s apart joined (a digit is one word: espeak-ng puts no such pause inside it, and
    /// digits are at least 1 s apart less the word and the speaker's 0.1 s gap).
    private static func utterances(in audio: CapturedAudio) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let join = CapturedAudio.sampleRate / 4
        for (index, sample) in audio.samples.enumerated() where sample != 0 {
            if let last = found.last, index - last.upperBound < join {
                found[found.count - 1] = last.lowerBound..<index + 1
            } else {
                found.append(index..<index + 1)
            }
        }
        return found
    }

    /// The auditory PSAT (PASAT) end to end with its speech captured by an ALSA `file` PCM: one
    /// utterance per digit in the capture, as long as espeak-ng's word for it, at the onsets the
    /// result records; answer times run from those onsets; then analysed and exported.
    @Test(.timeLimit(.minutes(1)))
    func anAuditoryRunSpeaksEachDigitAndTimesItsAnswerFromTheSpokenOnset() async throws {
        let temporary = try TemporaryDirectory(prefix: "pasat-run")
        let output = temporary.url.appendingPathComponent("out")
        let raw = temporary.url.appendingPathComponent("speech.raw")
        let configuration = temporary.url.appendingPathComponent("asound.conf")
        try Data(CapturedAudio.configuration(writingTo: raw).utf8).write(to: configuration)
        let (result, psat, expected) = try await Self.replayed(into: output, ["--set", "presentationMode=auditory"],
                                                               environment: ["ALSA_CONFIG_PATH": configuration.path])
        let digits = [expected.initialDigit] + expected.samples.map(\.digit)
        #expect(psat.presentationMode == .auditory && psat.stimulusDuration == 0)
        #expect(psat.samples.map(\.digit) == expected.samples.map(\.digit) && psat.samples.map(\.answer) == expected.samples.map(\.answer))
        #expect(psat.samples.map(\.correct) == expected.samples.map(\.correct))

        // The speaker's records: every digit, in order, in English, played whole, and nothing else spoken.
        let cues = try #require(result.spokenCues)
        #expect(cues.map(\.kind) == Array(repeating: .stimulus, count: digits.count) && cues.map(\.text) == digits.map(String.init))
        #expect(cues.allSatisfy { $0.outcome == .played && $0.language == "en" }, "\(cues)")

        // The capture, made playable by sox: one utterance per digit, each as long as espeak-ng's
        // word for it (within 5 %: the voice varies a little from one saying to the next).
        let wav = temporary.url.appendingPathComponent("speech.wav")
        let sox = try await ActivetaskBinary.shell("\(try which("sox")) -t raw -r \(CapturedAudio.sampleRate) -e signed -b 16 -c 1 "
                                             + "'\(raw.path)' '\(wav.path)'")
        #expect(sox.status == 0, "\(sox.stderr)")
        let audio = try CapturedAudio(file: raw)
        let spoken = Self.utterances(in: audio)
        try #require(spoken.count == digits.count, "\(spoken.count) utterances for \(digits.count) digits")
        let voice = try VoiceSynthesizer(language: "en")
        for (stretch, digit) in zip(spoken, digits) {
            let word = try voice.samples(speaking: String(digit))
            let sounding = (word.lastIndex { $0 != 0 } ?? 0) - (word.firstIndex { $0 != 0 } ?? 0) + 1
            #expect(abs(Double(stretch.count - sounding)) < 0.05 * Double(sounding), "digit \(digit): \(stretch.count) vs \(sounding) samples")
        }
        // At the recorded onsets: the result's start times (seconds since the step began) are apart
        // exactly as the utterances' first sounding samples are in the capture (within 2 ms: both are
        // the same stream position, less a sample's rounding), and each is its place in the series
        // (n × 1 s) plus at most 0.2 s: the 50 ms the stream is written ahead, a 23 ms block, and
        // espeak-ng's leading silence.
        let heard = spoken.map { Double($0.lowerBound) / Double(CapturedAudio.sampleRate) }
        for (index, sample) in psat.samples.enumerated() {
            let apart = sample.startTime - psat.samples[0].startTime, inCapture = heard[index + 1] - heard[1]
            #expect(abs(apart - inCapture) < 0.002, "addition \(index + 1): \(apart) s after the first, the capture says \(inCapture) s")
            let late = sample.startTime - Double(index + 1)
            #expect(late >= 0 && late < 0.2, "addition \(index + 1) spoken \(late) s after its place in the series")
        }
        // Answers keep the touch events' own times; each answer time runs from the spoken onset.
        var lateness: [Double] = []
        for (index, (found, wanted)) in zip(psat.samples, expected.samples).enumerated() where wanted.answer != nil {
            let late = found.startTime - wanted.startTime
            lateness.append(late)
            #expect(abs(found.time - (wanted.time - late)) < 0.05, "addition \(index + 1): \(found) vs \(wanted.time) - \(late)")
        }

        // generate.py's analysis with its answer times moved by how late each digit was spoken.
        var analysis = expected.analysis
        analysis["meanAnswerTime"] = (analysis["meanAnswerTime"] ?? 0) - lateness.reduce(0, +) / Double(lateness.count)
        analysis["totalTime"] = (analysis["totalTime"] ?? 0) - lateness.reduce(0, +)
        try await ReplayedRun.expectAnalysedAndExported(output, kind: "psat", expected: analysis, labels: ["presentationMode": "auditory"],
                                                        tolerances: Self.tolerances, csv: ("psat.psat.csv", expected.samples.count), in: temporary)
    }

    @Test(.timeLimit(.minutes(1))) func anAuditoryRunThatCannotSpeakIsRefusedBeforeItStartsNamingTheStepAndTheWayOut() async throws {
        let temporary = try TemporaryDirectory(prefix: "pasat-refused")
        let output = temporary.url.appendingPathComponent("out")
        let configuration = temporary.url.appendingPathComponent("asound.conf")
        try Data("pcm.!default {\n    type hw\n    card 29\n}\n".utf8).write(to: configuration)
        let base = ["run", "psat", "--auto", "--output", output.path, "--set", "presentationMode=auditory"]
        for (flags, reason) in [(["--speech", "off"], "--speech off speaks nothing"), ([], "no sound device can speak its digits")] {
            let run = try await ActivetaskBinary.run(base + flags, timeout: 20, environment: ["ALSA_CONFIG_PATH": configuration.path])
            #expect(run.status == 1)
            #expect(run.stderr.contains("step \"psat\": presentationMode auditory speaks its digits, but \(reason); give --speech on"), "\(run.stderr)")
            #expect(run.stderr.contains("--set presentationMode=visual"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "the refused run wrote \(output.path)")
            // Refused, it does not also say that it goes on without sound.
            #expect(!run.stderr.contains("goes on without sound"), "\(run.stderr)")
        }
    }
}
