/// An active or countdown step that runs for a fixed time.
public final class TimedActivity: StepActivity {
    /// Seconds the step runs.
    public let duration: Double
    private var start = 0.0
    private var now = 0.0

    /// Creates the activity.
    /// - Parameter duration: Seconds the step runs.
    public init(duration: Double) {
        self.duration = duration
    }

    /// Starts the timer.
    public func begin(at time: Double) {
        start = time
        now = time
    }

    /// Moves the timer on.
    public func advance(to time: Double) {
        now = max(now, time)
    }

    /// Seconds left.
    public var remaining: Double? { max(0, duration - (now - start)) }

    /// Whether the duration elapsed.
    public var isFinished: Bool { now - start >= duration }
}
