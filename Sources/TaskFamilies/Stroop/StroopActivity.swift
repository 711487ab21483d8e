import ActiveTasks
import RecordingFormat

/// A Stroop step: runs `StroopTest` on the presenter's clock. A finger coming down on a button
/// (a touch from the touch recorder, at the touch event's own time) or a key press answers the
/// trial shown; the step ends when the last trial is answered or times out, attended or not.
public final class StroopActivity: StepActivity {
    /// The step.
    public let step: StroopStep
    /// The language of the words, labels, instruction and summary.
    public let language: BuiltInLanguage
    /// The trials.
    public let test: StroopTest
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the words and labels.
    ///   - seed: Seeds the trials.
    public init(step: StroopStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        self.test = StroopTest(numberOfAttempts: step.numberOfAttempts, seed: seed)
    }

    /// Shows the first word.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.begin(at: 0)
    }

    /// Moves the trials on: the next word appears, an unanswered one times out.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a button answers the trial shown.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let color = StroopLayout.color(at: point) else { return }
        test.answer(color, at: time - clock.start, location: point)
    }

    /// A key press choosing `color`.
    /// - Parameters:
    ///   - color: The colour chosen.
    ///   - time: Seconds on the presenter's clock.
    public func choose(_ color: StroopColor, at time: Double) {
        test.answer(color, at: time - clock.start)
    }

    /// Whether the last trial was answered or timed out.
    public var isFinished: Bool { test.isFinished }

    /// The Stroop result.
    public var results: [ResultItem] {
        [.typed(StroopResult(identifier: step.identifier, numberOfAttempts: step.numberOfAttempts, trials: test.trials))]
    }

    /// Choose the colour the word is printed in.
    public var instruction: String {
        BuiltInText.stroopInstruction.text(in: language, String(step.numberOfAttempts))
    }

    /// The trials answered right.
    public func summary(after seconds: Double) -> String? {
        let trials = test.trials
        return BuiltInText.stroopSummary.text(in: language, String(trials.filter(\.isCorrect).count), String(trials.count))
    }
}
