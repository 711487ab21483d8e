import RecordingFormat

/// An active or countdown step that runs for a fixed time.
public final class TimedActivity: StepActivity {
    /// Seconds the step runs.
    public let duration: Double
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameter duration: Seconds the step runs.
    public init(duration: Double) {
        self.duration = duration
    }

    /// Starts the timer.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the timer on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Seconds left.
    public var remaining: Double? { clock.remaining(of: duration) }

    /// Whether the duration elapsed.
    public var isFinished: Bool { clock.elapsed >= duration }

    /// How long the step runs.
    public var instruction: String {
        duration > 0 ? "running for \(NumberText.string(duration)) s" : "running"
    }
}
