import ActiveTasks

/// When the trials of a test of timed answers appear and end (the Stroop test's words, the
/// flanker test's rows): each trial appears `gap` seconds after the one before was answered or
/// timed out, and one unanswered for `timeout` seconds times out; the test ends after `count`
/// trials. The test keeps the trials; the schedule only their times, on the caller's clock.
struct TrialSchedule {
    /// The number of trials.
    let count: Int
    /// Seconds from a trial's end to the next trial.
    let gap: Double
    /// Seconds a trial waits for an answer.
    let timeout: Double
    private var nextStart: Double?
    private var currentStart: Double?
    private var closed = 0

    /// A schedule of `count` trials.
    /// - Parameters:
    ///   - count: The number of trials.
    ///   - gap: Seconds from a trial's end to the next trial.
    ///   - timeout: Seconds a trial waits for an answer.
    init(count: Int, gap: Double, timeout: Double) {
        self.count = count
        self.gap = gap
        self.timeout = timeout
    }

    /// The first trial appears at `time`.
    /// - Parameter time: Seconds on the caller's clock.
    mutating func begin(at time: Double) {
        nextStart = time
    }

    /// Moves to `time`: each trial due appears (`appear` is called with its start), each one
    /// unanswered past its timeout ends.
    /// - Parameters:
    ///   - time: Seconds on the caller's clock.
    ///   - appear: Makes the trial that appears at the time given.
    mutating func advance(to time: Double, appear: (Double) -> Void) {
        while true {
            if let start = nextStart, time >= start {
                nextStart = nil
                currentStart = start
                appear(start)
            } else if let start = currentStart, time >= start + timeout {
                end(at: start + timeout)
            } else {
                return
            }
        }
    }

    /// Whether a trial waits for an answer (none between trials or after the last).
    var isWaiting: Bool { currentStart != nil }

    /// Whether every trial was answered or timed out.
    var isFinished: Bool { closed == count }

    /// The waiting trial ends at `time`, answered; the next appears `gap` seconds later.
    /// - Parameter time: Seconds on the caller's clock.
    mutating func end(at time: Double) {
        currentStart = nil
        closed += 1
        if closed < count { nextStart = time + gap }
    }
}
