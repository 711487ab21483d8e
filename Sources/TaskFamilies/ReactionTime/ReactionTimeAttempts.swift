import ActiveTasks

/// The attempts of a reaction-time step, whatever the response is (a shake for
/// `ReactionTimeActivity`, a touch for `NormalizedReactionTimeActivity`): wait a random time
/// between the step's shortest and longest wait, show the stimulus, and end the attempt at the
/// first response (a success after the stimulus, a false start before it) or at the timeout.
/// After an attempt that leaves the step unfinished, the next begins after `pause` seconds.
///
/// Times are seconds on the presenter's clock. The stimulus shows when it was due, unless
/// `waitsForShownReport` is set: then it shows from the time the presenter reports it drawn
/// (`stimulusShown(at:)`, the kiosk page's paint), and a response before that report is a false
/// start, as the participant could not have seen the stimulus yet. A report that has not come
/// `unreportedPaintLimit` seconds after the stimulus was due (the page closed or lost its
/// connection) is given up: the stimulus counts from its due time, so the attempt can time out and
/// the step end instead of waiting for ever.
public struct ReactionTimeAttempts<Response: Sendable & Equatable>: Sendable {
    /// Where an attempt is.
    public enum Phase: Equatable, Sendable {
        /// Waiting for the stimulus, due at `stimulusAt`.
        case waiting(stimulusAt: Double)
        /// The stimulus shows since `since`.
        case stimulus(since: Double)
        /// Between attempts, until `until`; the last attempt ended with `outcome`.
        case pause(until: Double, outcome: ReactionTimeTrial.Outcome)
        /// The step is over.
        case finished
    }

    /// One ended attempt.
    public struct Attempt: Sendable, Equatable {
        /// How it ended.
        public var outcome: ReactionTimeTrial.Outcome
        /// When its wait began.
        public var start: Double
        /// The wait drawn before its stimulus, seconds.
        public var interval: Double
        /// When the stimulus showed; `nil` for a false start.
        public var stimulus: Double?
        /// When the response came; `nil` on a timeout.
        public var response: Double?
        /// When the attempt ended: the response, or the stimulus plus the timeout.
        public var end: Double
        /// What the response was (an acceleration, a touch), `nil` on a timeout.
        public var detail: Response?

        /// `response − stimulus`, seconds, on a success; `nil` otherwise.
        public var latency: Double? {
            guard outcome == .success, let stimulus, let response else { return nil }
            return response - stimulus
        }
    }

    /// The shortest wait before the stimulus, seconds.
    public let minimumInterval: Double
    /// The longest wait before the stimulus, seconds.
    public let maximumInterval: Double
    /// Seconds after the stimulus before an attempt fails as too late.
    public let timeout: Double
    /// The successes that end the step.
    public let successesAskedFor: Int
    /// The attempts that end the step whatever their outcomes.
    public let attemptsAllowed: Int
    /// Seconds between the end of one attempt and the start of the next.
    public let pause: Double
    /// Whether the stimulus shows only once the presenter reports it drawn.
    public var waitsForShownReport = false
    /// Seconds after its due time that a stimulus waits for the presenter's report that it was
    /// drawn; the kiosk's reports come within a frame or two, and a page's event ages are taken up
    /// to 1 s (`PageClock`).
    public static var unreportedPaintLimit: Double { 1 }
    /// Where the current attempt is.
    public private(set) var phase: Phase = .finished
    /// The attempts ended so far.
    public private(set) var attempts: [Attempt] = []
    private var random: SpatialSpanRandom
    private var attemptStart = 0.0
    private var interval = 0.0
    private var now = 0.0

    /// Creates the attempts.
    /// - Parameters:
    ///   - minimumInterval: The shortest wait, seconds.
    ///   - maximumInterval: The longest wait, seconds.
    ///   - timeout: Seconds allowed after the stimulus.
    ///   - successesAskedFor: The successes that end the step.
    ///   - attemptsAllowed: The attempts that end the step.
    ///   - pause: Seconds between attempts.
    ///   - seed: Seeds the waits.
    public init(minimumInterval: Double, maximumInterval: Double, timeout: Double, successesAskedFor: Int,
                attemptsAllowed: Int, pause: Double, seed: UInt64) {
        self.minimumInterval = minimumInterval
        self.maximumInterval = maximumInterval
        self.timeout = timeout
        self.successesAskedFor = successesAskedFor
        self.attemptsAllowed = attemptsAllowed
        self.pause = pause
        self.random = SpatialSpanRandom(seed: seed)
    }

    /// Successful attempts so far.
    public var successes: Int { attempts.count { $0.outcome == .success } }

    /// Whether the stimulus is due but waits for the presenter to report it drawn.
    public var isStimulusDue: Bool {
        if case .waiting(let due) = phase, waitsForShownReport { return now >= due }
        return false
    }

    /// Begins the first attempt at `time`.
    public mutating func begin(at time: Double) {
        now = time
        startAttempt(at: time)
    }

    /// Shows a stimulus that is due, fails an attempt whose timeout passed, and starts the next
    /// attempt when the pause is over.
    public mutating func advance(to time: Double) {
        now = max(now, time)
        while true {
            switch phase {
            case .waiting(let due) where now >= due && !waitsForShownReport,
                 .waiting(let due) where now >= due + Self.unreportedPaintLimit:
                phase = .stimulus(since: due)
            case .stimulus(let since) where now >= since + timeout:
                end(.timeout, stimulus: since, response: nil, at: since + timeout, detail: nil)
            case .pause(let until, _) where now >= until:
                startAttempt(at: until)
            default:
                return
            }
        }
    }

    /// The presenter drew the due stimulus at `time`: it shows from then on, or from its due time
    /// when `time` is earlier (a clock mapped from another, a browser's, may be off by as much).
    public mutating func stimulusShown(at time: Double) {
        guard case .waiting(let due) = phase, now >= due else { return }
        phase = .stimulus(since: max(time, due))
    }

    /// A response at `time`: a success after the stimulus, a false start before it (also one
    /// stamped before a stimulus reported drawn after it arrived); ignored between attempts.
    public mutating func respond(at time: Double, detail: Response) {
        switch phase {
        case .waiting:
            end(.falseStart, stimulus: nil, response: time, at: time, detail: detail)
        case .stimulus(let since) where time < since:
            end(.falseStart, stimulus: nil, response: time, at: time, detail: detail)
        case .stimulus(let since):
            end(.success, stimulus: since, response: time, at: time, detail: detail)
        case .pause, .finished:
            break
        }
    }

    private mutating func startAttempt(at time: Double) {
        let fraction = Double(random.next() >> 11) / Double(UInt64(1) << 53)
        let span = maximumInterval - minimumInterval
        attemptStart = time
        interval = minimumInterval + fraction * span
        phase = .waiting(stimulusAt: time + minimumInterval + fraction * span)
    }

    private mutating func end(_ outcome: ReactionTimeTrial.Outcome, stimulus: Double?, response: Double?, at time: Double, detail: Response?) {
        attempts.append(Attempt(outcome: outcome, start: attemptStart, interval: interval, stimulus: stimulus, response: response,
                                end: time, detail: detail))
        if successes >= successesAskedFor || attempts.count >= attemptsAllowed {
            phase = .finished
        } else {
            phase = .pause(until: time + pause, outcome: outcome)
        }
    }
}
