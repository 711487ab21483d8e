import ActiveTasks
import RecordingFormat

/// A Trail Making step: runs `TrailMakingTest` on the presenter's clock. A finger coming down on a
/// circle (a touch from the touch recorder, at the touch event's own time) or a key press taps it;
/// the step ends 1.5 s after the last circle or at its time limit, attended or not.
public final class TrailMakingActivity: StepActivity {
    /// The step.
    public let step: TrailMakingStep
    /// The language of the instruction, errors line and summary.
    public let language: BuiltInLanguage
    /// The circles and taps.
    public let test: TrailMakingTest
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the texts.
    ///   - seed: Seeds the layout.
    public init(step: TrailMakingStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        self.test = TrailMakingTest(type: step.trailType, layout: TrailMakingLayout(seed: seed, type: step.trailType),
                                    timeLimit: step.timeLimit)
    }

    /// The circles appear.
    public func begin(at time: Double) {
        clock.begin(at: time)
    }

    /// Moves the trail's clock on.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a circle taps it.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let index = test.circle(at: point) else { return }
        test.tap(index, at: time - clock.start, location: point)
    }

    /// A key press tapping circle `index`.
    /// - Parameters:
    ///   - index: The circle's place in the order.
    ///   - time: Seconds on the presenter's clock.
    public func tap(_ index: Int, at time: Double) {
        test.tap(index, at: time - clock.start)
    }

    /// Whether the trail ended.
    public var isFinished: Bool { test.isFinished }

    /// The Trail Making result.
    public var results: [ResultItem] {
        [.typed(TrailMakingResult(identifier: step.identifier, trailType: step.trailType, layout: test.layout, taps: test.taps))]
    }

    /// Tap the circles in order, naming the order.
    public var instruction: String {
        let labels = step.trailType.labels
        return BuiltInText.trailMakingInstruction.text(in: language, labels.prefix(4).joined(separator: " ") + " … " + labels.last!)
    }

    /// The errors so far, once there is one (ResearchKit shows them beside its timer).
    public var status: String? {
        let errors = test.numberOfErrors
        return errors == 0 ? nil : BuiltInText.trailMakingErrors.text(in: language, String(errors))
    }

    /// The circles reached and the errors.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.trailMakingSummary.text(in: language, String(test.nextIndex), String(test.circles.count), String(test.numberOfErrors))
    }
}
