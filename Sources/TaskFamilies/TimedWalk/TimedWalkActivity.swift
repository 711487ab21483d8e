import ActiveTasks
import RecordingFormat
import SignalProcessing

/// A timed-walk trial: location samples go into `LocationDistance` (fixes with a usable accuracy,
/// smoothed, jitter below its threshold ignored), and the trial ends when the distance measured —
/// its count plus the movement since its last counted position, so that its 8 m threshold does
/// not delay the end — reaches the step's `distanceInMeters`, or at its `timeLimit`.
///
/// The distance counts from the trial's start: fixes from before it are not given to the activity.
public final class TimedWalkActivity: StepActivity {
    /// The trial.
    public let step: TimedWalkStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    private var distance = LocationDistance()
    private var clock = ActivityClock()
    private var reachedAt: Double?

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The trial.
    ///   - language: The language of the instruction and summary.
    public init(step: TimedWalkStep, language: BuiltInLanguage = .english) {
        self.step = step
        self.language = language
    }

    /// Starts the trial's clock.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the trial's clock on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Adds location fixes to the distance until it reaches the step's distance.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .location(let fix) = sample, reachedAt == nil else { return }
        distance.add(fix)
        if distanceWalked >= step.distanceInMeters { reachedAt = max(clock.start, time) }
    }

    /// Metres walked so far: `LocationDistance`'s count plus the movement it has not counted yet.
    public var distanceWalked: Double { distance.distance + distance.pending }

    /// Location fixes with a usable accuracy taken so far.
    public var fixCount: Int { distance.fixes }

    /// Seconds the participant took: until the distance was reached, or the time limit.
    public var duration: Double {
        min(step.timeLimit, (reachedAt ?? clock.now) - clock.start)
    }

    /// Seconds left before the time limit.
    public var remaining: Double? { isFinished ? 0 : clock.remaining(of: step.timeLimit) }

    /// Whether the distance was walked or the time ran out.
    public var isFinished: Bool { reachedAt != nil || clock.elapsed >= step.timeLimit }

    /// The timed-walk result.
    public var results: [ResultItem] {
        [.typed(TimedWalkResult(identifier: step.identifier, distanceInMeters: step.distanceInMeters,
                                    timeLimit: step.timeLimit, duration: duration, distanceWalked: distanceWalked,
                                    locationFixCount: fixCount))]
    }

    /// How far to walk, and for how long at most.
    public var instruction: String {
        BuiltInText.timedWalkInstruction.text(in: language, language.decimal(NumberText.string(step.distanceInMeters)),
                                              language.decimal(NumberText.string(step.timeLimit)))
    }

    /// The distance walked and the time taken.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.timedWalkSummary.text(in: language, language.decimal(NumberText.tenths(distanceWalked)),
                                          language.decimal(NumberText.tenths(duration)))
    }
}
