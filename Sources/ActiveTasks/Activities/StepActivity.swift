import RecordingFormat

/// What an active step does while it runs, whoever shows it: it takes the live samples of the
/// run's recorders and the passing of time, decides when the step is over and makes the step's
/// own results. Presenters (console, full screen, headless) drive one activity per step visit.
///
/// Times are seconds on one monotonic clock (`MonotonicClock` in the presenters). Call
/// `begin(at:)` once, then `advance(to:)` and `receive(_:at:)` with times that never go back.
/// Not thread-safe: use an activity from one thread.
public protocol StepActivity: AnyObject {
    /// The step starts at `time`.
    /// - Parameter time: Seconds on the presenter's clock.
    func begin(at time: Double)
    /// Moves the activity's clock to `time`: timers and timeouts due by then fire.
    /// - Parameter time: Seconds on the presenter's clock.
    func advance(to time: Double)
    /// A live sample from one of the run's recorders, observed at `time`.
    /// - Parameters:
    ///   - sample: The sample.
    ///   - time: When it happened, on the presenter's clock.
    func receive(_ sample: Sample, at time: Double)
    /// Whether the step is over.
    var isFinished: Bool { get }
    /// Seconds left before the step ends by its time limit, when it has one (shown as a timer).
    var remaining: Double? { get }
    /// The results the step stores besides its recorders' files (a tapping or memory result).
    var results: [ResultItem] { get }
    /// What the participant is asked to do, in words (a terminal prints it as the step starts).
    var instruction: String { get }
    /// What the participant must do or know right now, when it changes during the step (a
    /// reaction-time stimulus); presenters show it under the timer, and the console prints it
    /// when it changes.
    var status: String? { get }
    /// What the activity measured after running `seconds`, in words; `nil` when it measures nothing.
    /// - Parameter seconds: How long the step ran.
    func summary(after seconds: Double) -> String?
}

extension StepActivity {
    /// Takes every sample `inbox` holds from `start` on, in time order, each at the time the
    /// device stamped it, then moves the activity to `now`. A sample stamped after `now` (an
    /// emulated device's backlog, whose clock was anchored late) moves the activity to its time.
    /// - Parameters:
    ///   - inbox: The run's live samples.
    ///   - start: When the step began; earlier samples belong to the steps before it.
    ///   - now: The presenter's clock.
    public func catchUp(on inbox: SampleInbox, since start: Double, now: Double) {
        for (sample, time) in inbox.drain() where time >= start {
            advance(to: time)
            receive(sample, at: time)
        }
        advance(to: now)
    }

    /// Ignores samples.
    public func receive(_ sample: Sample, at time: Double) {}
    /// No time limit.
    public var remaining: Double? { nil }
    /// No results of its own.
    public var results: [ResultItem] { [] }
    /// Running, with no more said.
    public var instruction: String { "running" }
    /// Nothing changes during the step.
    public var status: String? { nil }
    /// Nothing measured.
    public func summary(after seconds: Double) -> String? { nil }
}
