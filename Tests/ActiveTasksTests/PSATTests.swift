import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing

/// The PSAT step's rules: the digits drawn as fixtures/replay-psat/generate.py draws them
/// (independently of the Swift code), the digit and the dash on ResearchKit's clock, answers
/// taken from touches on the keypad at the touch's own time (the last one counting), ResearchKit's
/// totals, and the step's JSON rules.
struct PSATTests {
    /// fixtures/replay-psat/expected.json's series.
    private struct Expected: Decodable {
        struct Sample: Decodable {
            let digit: Int
            let previousDigit: Int
        }
        let seed: UInt64
        let seriesLength: Int
        let initialDigit: Int
        let samples: [Sample]
    }

    private func touch(_ answer: Int, _ phase: TouchPhase = .began) -> Sample {
        let center = PSATLayout.keys[answer - PSATLayout.answers.lowerBound].center
        return .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: 1, x: center.x, y: center.y, rawX: 0, rawY: 0))
    }

    private func activity(length: Int = 3, interval: Double = 2, stimulus: Double = 0.5) -> PSATActivity {
        let step = PSATStep(header: StepHeader(identifier: "psat"), interStimulusInterval: interval, stimulusDuration: stimulus,
                            seriesLength: length)
        return PSATActivity(step: step, language: .english, seed: 27)
    }

    @Test func digitsAreTheSeriesGeneratePyDrewForTheSeedNoneRepeatingTheOneBefore() throws {
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: ProjectPaths.fixture("replay-psat/expected.json")))
        let test = PSATTest(seriesLength: expected.seriesLength, interStimulusInterval: 1, stimulusDuration: 0.5, seed: expected.seed)
        #expect(test.digits == [expected.initialDigit] + expected.samples.map(\.digit))
        let long = PSATTest(seriesLength: 120, interStimulusInterval: 1, stimulusDuration: 0.5, seed: 3)
        #expect(long.digits.count == 121 && long.digits.allSatisfy { (1...9).contains($0) })
        #expect(zip(long.digits, long.digits.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func eachDigitShowsForTheStimulusDurationThenADashUntilTheNext() {
        let psat = activity()
        psat.begin(at: 50)
        #expect(psat.test.visibleDigit == psat.test.digits[0] && psat.status == String(psat.test.digits[0]))
        #expect(psat.prompt == nil, "the step's own text stands while the first digit is remembered")
        psat.advance(to: 50.6)
        #expect(psat.test.visibleDigit == nil && psat.status == "-")
        psat.advance(to: 52.1)
        #expect(psat.test.currentIndex == 1 && psat.test.visibleDigit == psat.test.digits[1])
        #expect(psat.prompt == "Add this new digit to the previous one.")
        #expect(psat.test.samples.isEmpty)
        psat.advance(to: 54)
        #expect(psat.test.samples.count == 1 && !psat.isFinished)
        psat.advance(to: 57.99)
        #expect(!psat.isFinished)
        psat.advance(to: 58)
        #expect(psat.isFinished && psat.test.samples.count == 3 && psat.status == nil)
    }

    @Test func theLastKeyTouchedAnswersAtItsOwnTimeAndOffTheKeysOrDuringTheFirstDigitNothing() throws {
        let psat = activity()
        psat.begin(at: 100)
        let digits = psat.test.digits
        psat.receive(touch(digits[0] + 1), at: 101)
        psat.advance(to: 102.3)
        psat.receive(.touch(TouchSample(timestamp: 0, uptime: 0, phase: .began, touchId: 1, x: 0.5, y: 0.2, rawX: 0, rawY: 0)), at: 102.3)
        let wrong = digits[0] + digits[1] == 17 ? 16 : digits[0] + digits[1] + 1
        psat.receive(touch(digits[0] + digits[1]), at: 102.4)
        psat.receive(touch(digits[0] + digits[1], .ended), at: 102.5)
        psat.advance(to: 102.9)
        psat.receive(touch(wrong), at: 102.9)
        psat.receive(touch(digits[0] + digits[1]), at: 103.25)
        psat.advance(to: 108)
        let first = try #require(psat.test.samples.first)
        #expect(first.answer == digits[0] + digits[1] && first.correct)
        #expect(first.startTime == 2 && abs((first.answerTime ?? 0) - 3.25) < 1e-9 && abs(first.time - 1.25) < 1e-9)
        #expect(first.location == PSATLayout.keys[digits[0] + digits[1] - 3].center)
        let unanswered = psat.test.samples[1]
        #expect(unanswered.answer == nil && !unanswered.correct && unanswered.answerTime == nil && unanswered.time == 2)
    }

    @Test func theResultCountsResearchKitsTotalsAndDyads() throws {
        let samples = [(3, 4, 7), (4, 1, 5), (1, 9, 11), (9, 2, 11), (2, 8, 10)].enumerated().map { index, sample in
            PSATSample(digit: sample.1, previousDigit: sample.0, answer: sample.2, startTime: Double(index + 1) * 3,
                       answerTime: Double(index + 1) * 3 + 1, interStimulusInterval: 3)
        } + [PSATSample(digit: 5, previousDigit: 8, startTime: 18, interStimulusInterval: 3)]
        let result = PSATResult(identifier: "psat", interStimulusInterval: 3, stimulusDuration: 1, length: 6, initialDigit: 3,
                                samples: samples)
        #expect(result.totalCorrect == 4 && result.totalDyad == 2 && result.totalTime == 8)
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }

    @Test func theKeypadIsResearchKitsThreeRowsOfFiveSumsAtLeast48PixelsOnTheKiosk() {
        #expect(PSATLayout.keys.count == 15)
        #expect(PSATLayout.answer(at: PSATLayout.keys[0].center) == 3 && PSATLayout.answer(at: PSATLayout.keys[14].center) == 17)
        #expect(PSATLayout.answer(at: PSATLayout.keys[5].center) == 8)
        #expect(PSATLayout.keys.allSatisfy { $0.width * 800 >= 48 && $0.height * 480 >= 48 && $0.x + $0.width <= 1 && $0.y + $0.height <= 1 })
    }

    @Test func aStepOutsideResearchKitsRangesOrWithAnUnknownPresentationModeIsRefusedAtEachMember() {
        let json = #"{"identifier": "t", "steps": [{"type": "psat", "identifier": "p", "presentationMode": "spoken", "#
            + #""interStimulusInterval": 6, "stimulusDuration": 0.1, "seriesLength": 2, "seed": -1}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        for (member, text) in [("presentationMode", "\"spoken\" is not a presentation mode; use \"visual\", \"auditory\" or \"both\""), ("interStimulusInterval", "6.0 is outside 1 … 5"),
                               ("stimulusDuration", "0.1 is outside 0.2"), ("seriesLength", "2 is outside 3 … 120"), ("seed", "negative")] {
            #expect(messages.contains { $0.contains("steps[0].\(member)") && $0.contains(text) }, "\(member): \(messages)")
        }
    }

    @Test func theConsoleSaysHowManyAdditionsAndHowManyWereRight() {
        let psat = activity(length: 3)
        #expect(psat.instruction == "add each new digit to the one before it and touch the sum (3 additions)")
        psat.begin(at: 0)
        psat.choose(psat.test.digits[0] + psat.test.digits[1], at: 2.5)
        psat.advance(to: 8)
        #expect(psat.summary(after: 8) == "1 of 3 sums right")
    }

    @Test func theModesAreReadFromJSONAndThePredefinedParameterAndTheDefaultIsVisual() throws {
        for (mode, wanted) in [(nil, PSATPresentationMode.visual), ("auditory", .auditory), ("both", .both)] {
            let member = mode.map { #""presentationMode": "\#($0)", "# } ?? ""
            let json = #"{"identifier": "t", "steps": [{"type": "psat", "identifier": "p", "# + member + #""seed": 1}]}"#
            let step = try #require(TaskLoader.load(json: Array(json.utf8), registry: .standard).task?.steps.first as? PSATStep)
            #expect(step.presentationMode == wanted)
        }
        let pasat = try PredefinedTask.psat.task(values: ["presentationMode": .string("auditory")])
        #expect((pasat.steps.first { $0.identifier == "psat" } as? PSATStep)?.presentationMode == .auditory)
        #expect(throws: ActivetaskError.self) { try PredefinedTask.psat.task(values: ["presentationMode": .string("spoken")]) }
    }

    @Test func anAuditoryStepSpeaksEveryDigitOnItsBeatShowsListenAndTimesAnswersFromEachOnset() throws {
        let voice = RecordingVoice()
        let step = PSATStep(header: StepHeader(identifier: "psat"), presentationMode: .auditory, interStimulusInterval: 2,
                            stimulusDuration: 0.5, seriesLength: 3)
        let psat = PSATActivity(step: step, language: .german, seed: 27, voice: voice)
        psat.begin(at: 100)
        let digits = psat.test.digits
        #expect(voice.cues.map(\.text) == digits.map(String.init) && voice.cues.map(\.delay) == [0, 2, 4, 6])
        #expect(voice.cues.allSatisfy { $0.kind == .stimulus && $0.stepIdentifier == "psat" })
        #expect(psat.shownDigit == "Hören Sie zu" && psat.status == "Hören Sie zu")
        psat.advance(to: 102.1)
        #expect(psat.shownDigit == "Hören Sie zu" && psat.status == "Hören Sie zu 1/3")
        // The voice says digit n began n × 2 s + 0.04 s after the step began; digit 3 never sounded.
        voice.onsets = [0: 100.04, 1: 102.04, 2: 104.04]
        psat.choose(digits[0] + digits[1], at: 102.5)
        psat.advance(to: 108)
        guard let result = psat.results.first?.typed(as: PSATResult.self) else { throw TestSupportError("no PSAT result") }
        #expect(result.presentationMode == .auditory && result.stimulusDuration == 0)
        #expect(abs(result.samples[0].startTime - 2.04) < 1e-9 && abs(result.samples[0].time - 0.46) < 1e-9)
        #expect(abs(result.samples[1].startTime - 4.04) < 1e-9 && result.samples[2].startTime == 6)
    }

    @Test func bothWithoutAVoiceIsShownOnlyAndSaysVisualWhileBothWithOneSpeaksAndShows() throws {
        let step = PSATStep(header: StepHeader(identifier: "psat"), presentationMode: .both, interStimulusInterval: 2,
                            stimulusDuration: 0.5, seriesLength: 3)
        let silent = PSATActivity(step: step, language: .english, seed: 27)
        silent.begin(at: 0)
        #expect(silent.presentationMode == .visual && silent.shownDigit == String(silent.test.digits[0]))
        let voice = RecordingVoice()
        let spoken = PSATActivity(step: step, language: .english, seed: 27, voice: voice)
        spoken.begin(at: 0)
        #expect(spoken.presentationMode == .both && voice.cues.count == 4 && spoken.shownDigit == String(spoken.test.digits[0]))
        spoken.advance(to: 8)
        guard let result = spoken.results.first?.typed(as: PSATResult.self) else { throw TestSupportError("no PSAT result") }
        #expect(result.presentationMode == .both && result.stimulusDuration == 0.5)
    }
}

/// A voice that keeps the cues it is given and reports the onsets a test sets.
private final class RecordingVoice: StimulusVoice, @unchecked Sendable {
    var cues: [SpokenCue] = []
    var onsets: [Int: Double] = [:]
    var isSilent: Bool { false }

    func speakStimuli(_ cues: [SpokenCue]) -> [Int] {
        self.cues += cues
        return Array(self.cues.count - cues.count..<self.cues.count)
    }

    func onset(of ticket: Int) -> Double? { onsets[ticket] }
}

/// The predefined PSAT task: ResearchKit's catalogue values and the parameters that set them.
struct PredefinedPSATTests {
    @Test func theIntervalParameterSetsTheStepAndRewritesTheIntroductionInEveryLanguage() throws {
        let task = try PredefinedTask.psat.task(values: ["interStimulusInterval": .int(2), "seriesLength": .int(10), "seed": .int(4)])
        let step = try #require(task.steps.first { $0.identifier == "psat" } as? PSATStep)
        #expect(step.interStimulusInterval == 2 && step.stimulusDuration == 1 && step.seriesLength == 10 && step.seed == 4)
        #expect(step.duration == 22)
        let intro = try #require(task.steps.first { $0.identifier == "instruction1" })
        #expect(intro.text?.hasPrefix("Single digits are presented every 2 seconds.") == true, "\(intro.text ?? "")")
        let german = try PredefinedTask.psat.task(values: ["interStimulusInterval": .int(2)], language: LanguageTag("de"))
        #expect(german.steps.first { $0.identifier == "instruction1" }?.text?.hasPrefix("Alle 2 Sekunden") == true)
        #expect(throws: ActivetaskError.self) { try PredefinedTask.psat.task(values: ["stimulusDuration": .int(4)]) }
    }

    /// The presentation mode names the test on every screen before the additions end, and the
    /// introduction says what it measures (ResearchKit's PASAT, PVSAT and PAVSAT strings).
    @Test(arguments: [("visual", "PVSAT", "visual information"), ("auditory", "PASAT", "auditory information"),
                      ("both", "PAVSAT", "auditory and visual information")])
    func thePresentationModeNamesTheTest(mode: String, title: String, measured: String) throws {
        let task = try PredefinedTask.psat.task(values: ["presentationMode": .string(mode)])
        let titled = task.steps.filter { $0.identifier != "conclusion" }
        #expect(titled.map(\.identifier) == ["instruction", "instruction1", "countdown", "psat"])
        #expect(titled.allSatisfy { $0.title == title }, "\(titled.map(\.title))")
        let detail = try #require((task.steps.first as? InstructionStep)?.detail)
        #expect(detail.hasPrefix("The Paced ") && detail.contains("measures your \(measured) processing speed"), "\(detail)")
        let german = try PredefinedTask.psat.task(values: ["presentationMode": .string(mode)], language: LanguageTag("de"))
        #expect(german.steps.first?.title == title && (german.steps.first as? InstructionStep)?.detail?.contains("(\(title), Paced") == true)
    }
}
