import ActiveTasks
import RecordingFormat

/// A step whose test is answered by buttons: runs its `ButtonTest` on the presenter's clock. A
/// finger coming down on a button (a touch from the touch recorder, at the touch event's own
/// time) or a key press answers the trial shown; the step ends when the last trial is answered or
/// times out, attended or not. A family's activity subclasses it with its results and texts.
public class ButtonTestActivity<Test: ButtonTest>: StepActivity {
    /// The trials.
    public let test: Test
    private var clock = ActivityClock()

    /// An activity running `test`.
    /// - Parameter test: The test.
    init(test: Test) {
        self.test = test
    }

    /// The test begins.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.begin(at: 0)
    }

    /// Moves the trials on: the next appears, an unanswered one times out.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: a finger coming down on a button answers the trial shown.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown, let choice = Test.choice(at: point) else { return }
        test.answer(choice, at: time - clock.start, location: point)
    }

    /// A key press choosing `choice`.
    /// - Parameters:
    ///   - choice: What was chosen.
    ///   - time: Seconds on the presenter's clock.
    public func choose(_ choice: Test.Choice, at time: Double) {
        test.answer(choice, at: time - clock.start, location: nil)
    }

    /// Whether the last trial was answered or timed out.
    public var isFinished: Bool { test.isFinished }

    /// The step's result; a family's activity gives it.
    public var results: [ResultItem] { [] }

    /// What the participant is asked to do; a family's activity says it.
    public var instruction: String { "" }

    /// What the step measured; a family's activity says it.
    public func summary(after seconds: Double) -> String? { nil }
}
