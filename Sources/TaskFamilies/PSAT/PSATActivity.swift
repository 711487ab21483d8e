import ActiveTasks
import RecordingFormat

/// A PSAT step: runs `PSATTest` on the presenter's clock. A finger coming down on a key of the
/// keypad (a touch from the touch recorder, at the touch event's own time) or a typed sum answers
/// the newest digit; the step ends when the series' time is up, attended or not.
///
/// In the auditory modes the voice speaks every digit, each due at its place in the series
/// (queued at once when the step begins, so the voice paces them), and each addition's
/// `startTime` is its digit's onset as the voice recorded it (ResearchKit speaks the digit as it
/// sets it, `ORKPSATContentView.m` lines 108–110); `auditory` then shows a "listen" cue instead
/// of the digit (lines 73–75 hide it). `both` without a voice (or a silent one) is shown only,
/// and says `visual`.
public final class PSATActivity: StepActivity {
    /// The step.
    public let step: PSATStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The series.
    public let test: PSATTest
    /// How the digits are presented: the step's mode, or `visual` when `both` has no voice.
    public let presentationMode: PSATPresentationMode
    private let voice: (any StimulusVoice)?
    /// The voice's ticket of each digit, once spoken.
    private var tickets: [Int] = []
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the instruction and summary.
    ///   - seed: Seeds the digits.
    ///   - voice: Speaks the digits in the spoken modes; `nil` (or a silent voice) when the run is silent.
    public init(step: PSATStep, language: BuiltInLanguage, seed: UInt64, voice: (any StimulusVoice)? = nil) {
        let voice = voice?.isSilent == true ? nil : voice
        let mode = step.presentationMode == .both && voice == nil ? .visual : step.presentationMode
        self.step = step
        self.language = language
        self.presentationMode = mode
        self.voice = mode.isSpoken ? voice : nil
        self.test = PSATTest(seriesLength: step.seriesLength, interStimulusInterval: step.interStimulusInterval,
                             stimulusDuration: step.stimulusDuration, seed: seed)
    }

    /// Shows the first digit and, in the auditory modes, queues every digit with the voice, digit
    /// `i` due `i × interStimulusInterval` after now.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.advance(to: 0)
        tickets = voice?.speakStimuli(test.digits.enumerated().map { index, digit in
            SpokenCue(stepIdentifier: step.identifier, kind: .stimulus, text: String(digit),
                      delay: Double(index) * step.interStimulusInterval)
        }) ?? []
    }

    /// Moves the series on: the next digit appears and the addition before it is recorded.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a key answers the newest digit.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let answer = PSATLayout.answer(at: point) else { return }
        test.answer(answer, at: time - clock.start, location: point)
    }

    /// A typed sum.
    /// - Parameters:
    ///   - answer: The sum, 3 … 17.
    ///   - time: Seconds on the presenter's clock.
    public func choose(_ answer: Int, at time: Double) {
        test.answer(answer, at: time - clock.start)
    }

    /// Whether the series' time is up.
    public var isFinished: Bool { test.isFinished }

    /// The PSAT result; a spoken digit's addition starts at the digit's onset, in seconds since
    /// the step began (a digit that never sounded keeps its place in the series).
    public var results: [ResultItem] {
        let samples = test.samples.enumerated().map { offset, sample in
            let index = offset + 1
            guard index < tickets.count, let onset = voice?.onset(of: tickets[index]) else { return sample }
            return PSATSample(digit: sample.digit, previousDigit: sample.previousDigit, answer: sample.answer,
                              startTime: onset - clock.start, answerTime: sample.answerTime,
                              interStimulusInterval: step.interStimulusInterval, location: sample.location)
        }
        return [.typed(PSATResult(identifier: step.identifier, presentationMode: presentationMode,
                                 interStimulusInterval: step.interStimulusInterval, stimulusDuration: step.stimulusDuration,
                                 length: step.seriesLength, initialDigit: test.digits[0], samples: samples))]
    }

    /// What the screen shows where the digit goes: the digit, or the dash between digits; in
    /// `auditory` mode the "listen" cue instead, while the series runs.
    public var shownDigit: String {
        guard presentationMode.isShown else { return test.isFinished ? "" : BuiltInText.psatListen.text(in: language) }
        return test.visibleDigit.map(String.init) ?? "-"
    }

    /// Add each new digit to the one before it.
    public var instruction: String {
        BuiltInText.psatInstruction.text(in: language, String(step.seriesLength))
    }

    /// The step's text once the first addition is asked for, as ResearchKit replaces it
    /// (`ORKPSATStepViewController.m`, `countDownTimerFired:finished:`: `PSAT_INSTRUCTION`);
    /// `nil` while the first digit is shown and its own text ("Remember this first digit.") stands.
    public var prompt: String? {
        test.currentIndex > 0 ? BuiltInText.psatAddInstruction.text(in: language) : nil
    }

    /// The digit shown now, or the dash between digits: the console prints it as it changes; in
    /// `auditory` mode the "listen" cue with the addition's number (`Listen 3/60`) as each digit is spoken.
    public var status: String? {
        guard !test.isFinished else { return nil }
        guard !presentationMode.isShown, test.currentIndex > 0 else { return shownDigit }
        return "\(shownDigit) \(test.currentIndex)/\(step.seriesLength)"
    }

    /// The additions answered right.
    public func summary(after seconds: Double) -> String? {
        let samples = test.samples
        return BuiltInText.psatSummary.text(in: language, String(samples.filter(\.correct).count), String(samples.count))
    }
}
