import ActiveTasks
import RecordingFormat

/// A flanker step: runs `FlankerTest` on the presenter's clock. A finger coming down on a button
/// (a touch from the touch recorder, at the touch event's own time) or a key press answers the
/// row shown; the step ends when the last row is answered or times out, attended or not.
public final class FlankerActivity: StepActivity {
    /// The step.
    public let step: FlankerStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The trials.
    public let test: FlankerTest
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the instruction and summary.
    ///   - seed: Seeds the trials' order.
    public init(step: FlankerStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        self.test = FlankerTest(numberOfTrials: step.numberOfTrials, interTrialInterval: step.interTrialInterval,
                                trialTimeout: step.trialTimeout, seed: seed)
    }

    /// Shows the first fixation cross.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.begin(at: 0)
    }

    /// Moves the trials on: the next row appears, an unanswered one times out.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a button answers the row shown.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let direction = FlankerLayout.direction(at: point) else { return }
        test.answer(direction, at: time - clock.start, location: point)
    }

    /// A key press choosing `direction`.
    /// - Parameters:
    ///   - direction: The direction chosen.
    ///   - time: Seconds on the presenter's clock.
    public func choose(_ direction: FlankerDirection, at time: Double) {
        test.answer(direction, at: time - clock.start)
    }

    /// Whether the last row was answered or timed out.
    public var isFinished: Bool { test.isFinished }

    /// The flanker result.
    public var results: [ResultItem] {
        [.typed(FlankerResult(identifier: step.identifier, numberOfTrials: step.numberOfTrials, trials: test.trials))]
    }

    /// Answer which way the middle arrow points.
    public var instruction: String {
        BuiltInText.flankerInstruction.text(in: language, String(step.numberOfTrials))
    }

    /// The rows answered right.
    public func summary(after seconds: Double) -> String? {
        let trials = test.trials
        return BuiltInText.flankerSummary.text(in: language, String(trials.filter(\.isCorrect).count), String(trials.count))
    }
}
