import ActiveTasks
import RecordingFormat

/// A flanker step: runs `FlankerTest` on the presenter's clock; a touch on a button or a key
/// answers the row shown (`ButtonTestActivity`).
public final class FlankerActivity: ButtonTestActivity<FlankerTest> {
    /// The step.
    public let step: FlankerStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the instruction and summary.
    ///   - seed: Seeds the trials' order.
    public init(step: FlankerStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        super.init(test: FlankerTest(numberOfTrials: step.numberOfTrials, interTrialInterval: step.interTrialInterval,
                                     trialTimeout: step.trialTimeout, seed: seed))
    }

    /// The flanker result.
    override public var results: [ResultItem] {
        [.typed(FlankerResult(identifier: step.identifier, numberOfTrials: step.numberOfTrials, trials: test.trials))]
    }

    /// Answer which way the middle arrow points.
    override public var instruction: String {
        BuiltInText.flankerInstruction.text(in: language, String(step.numberOfTrials))
    }

    /// The rows answered right.
    override public func summary(after seconds: Double) -> String? {
        let trials = test.trials
        return BuiltInText.flankerSummary.text(in: language, String(trials.filter(\.isCorrect).count), String(trials.count))
    }
}
