import ActiveTasks
import RecordingFormat
import SignalProcessing

/// A walking leg: the online step counter takes the leg's accelerometer samples, and the leg ends
/// when it has counted the step's `numberOfSteps`, or after the step's duration.
public final class WalkingActivity: StepActivity {
    /// The leg.
    public let step: WalkingStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The step counter.
    public private(set) var counter: StepCounter
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The leg.
    ///   - language: The language of the instruction and summary.
    public init(step: WalkingStep, language: BuiltInLanguage = .english) {
        self.step = step
        self.language = language
        self.counter = StepCounter(target: step.numberOfSteps)
    }

    /// Starts the leg's clock.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the leg's clock on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Counts steps in accelerometer samples.
    public func receive(_ sample: Sample, at time: Double) {
        if case .motion(let motion) = sample { counter.add(motion) }
    }

    /// Seconds left before the leg ends anyway.
    public var remaining: Double? { clock.remaining(of: step.legDuration) }

    /// Whether the steps were counted or the time ran out.
    public var isFinished: Bool { counter.isComplete || clock.elapsed >= step.legDuration }

    /// How many steps to walk, and for how long at most.
    public var instruction: String {
        BuiltInText.walkInstruction.text(in: language, String(step.numberOfSteps), language.decimal(NumberText.string(step.legDuration)))
    }

    /// The steps counted.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.walkSummary.text(in: language, String(counter.count), language.decimal(NumberText.tenths(seconds)))
    }
}
