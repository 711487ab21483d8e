import RecordingFormat

/// A PSAT step: runs `PSATTest` on the presenter's clock. A finger coming down on a key of the
/// keypad (a touch from the touch recorder, at the touch event's own time) or a typed sum answers
/// the newest digit; the step ends when the series' time is up, attended or not.
public final class PSATActivity: StepActivity {
    /// The step.
    public let step: PSATStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The series.
    public let test: PSATTest
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the instruction and summary.
    ///   - seed: Seeds the digits.
    public init(step: PSATStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        self.test = PSATTest(seriesLength: step.seriesLength, interStimulusInterval: step.interStimulusInterval,
                             stimulusDuration: step.stimulusDuration, seed: seed)
    }

    /// Shows the first digit.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.advance(to: 0)
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

    /// The PSAT result.
    public var results: [ResultItem] {
        [.psat(PSATResult(identifier: step.identifier, interStimulusInterval: step.interStimulusInterval,
                          stimulusDuration: step.stimulusDuration, length: step.seriesLength,
                          initialDigit: test.digits[0], samples: test.samples))]
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

    /// The digit shown now, or the dash between digits: the console prints it as it changes.
    public var status: String? {
        guard !test.isFinished else { return nil }
        return test.visibleDigit.map(String.init) ?? "-"
    }

    /// The additions answered right.
    public func summary(after seconds: Double) -> String? {
        let samples = test.samples
        return BuiltInText.psatSummary.text(in: language, String(samples.filter(\.correct).count), String(samples.count))
    }
}
