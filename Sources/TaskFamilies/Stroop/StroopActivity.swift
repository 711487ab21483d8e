import ActiveTasks
import RecordingFormat

/// A Stroop step: runs `StroopTest` on the presenter's clock; a touch on a button or a key answers
/// the trial shown (`ButtonTestActivity`).
public final class StroopActivity: ButtonTestActivity<StroopTest> {
    /// The step.
    public let step: StroopStep
    /// The language of the words, labels, instruction and summary.
    public let language: BuiltInLanguage

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the words and labels.
    ///   - seed: Seeds the trials.
    public init(step: StroopStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        super.init(test: StroopTest(numberOfAttempts: step.numberOfAttempts, seed: seed))
    }

    /// The Stroop result.
    override public var results: [ResultItem] {
        [.typed(StroopResult(identifier: step.identifier, numberOfAttempts: step.numberOfAttempts, trials: test.trials))]
    }

    /// Choose the colour the word is printed in.
    override public var instruction: String {
        BuiltInText.stroopInstruction.text(in: language, String(step.numberOfAttempts))
    }

    /// The trials answered right.
    override public func summary(after seconds: Double) -> String? {
        let trials = test.trials
        return BuiltInText.stroopSummary.text(in: language, String(trials.filter(\.isCorrect).count), String(trials.count))
    }
}
