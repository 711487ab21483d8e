import SignalProcessing
import RecordingFormat

/// The attempts of a reaction-time step (`ReactionTimeStep`), as ResearchKit's
/// `ORKReactionTimeViewController` runs them: wait a random time, show the stimulus, and end the
/// attempt at the first accelerometer sample whose acceleration (gravity taken out,
/// `UserAcceleration`) exceeds the threshold, or at the timeout; a sample over the threshold
/// before the stimulus is a false start. After an attempt that leaves successes to go, the next
/// begins after `ReactionTimeStep.pauseBetweenAttempts`.
///
/// The stimulus's time is when it was due (the attempt's start plus its wait) on the presenter's
/// clock, and a response's time is its sample's kernel timestamp on that clock (`SampleInbox`),
/// so the latency never includes how late the app saw the sample. What it does include is how
/// late the screen showed the stimulus: up to one frame, plus the display's own latency
/// (docs/ANALYSIS.md, "Timing you can trust").
public final class ReactionTimeActivity: StepActivity {
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

    /// The step.
    public let step: ReactionTimeStep
    /// The language of the instruction, status and summary.
    public let language: BuiltInLanguage
    /// Where the current attempt is.
    public private(set) var phase: Phase = .finished
    /// The attempts ended so far.
    public private(set) var trials: [ReactionTimeTrial] = []
    private var random: SpatialSpanRandom
    private var motion = UserAcceleration()
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of its texts.
    ///   - seed: Seeds the waits before the stimuli.
    public init(step: ReactionTimeStep, language: BuiltInLanguage = .english, seed: UInt64) {
        self.step = step
        self.language = language
        self.random = SpatialSpanRandom(seed: seed)
    }

    /// Begins the first attempt.
    public func begin(at time: Double) {
        clock.begin(at: time)
        startAttempt(at: time)
    }

    /// Shows a stimulus that is due, fails an attempt whose timeout passed, and starts the next
    /// attempt when the pause is over.
    public func advance(to time: Double) {
        clock.advance(to: time)
        let now = clock.now
        while true {
            switch phase {
            case .waiting(let due) where now >= due:
                phase = .stimulus(since: due)
            case .stimulus(let since) where now >= since + step.timeout:
                end(ReactionTimeTrial(outcome: .timeout, stimulusUptime: since, responseUptime: nil, peakAcceleration: nil),
                    at: since + step.timeout)
            case .pause(let until, _) where now >= until:
                startAttempt(at: until)
            default:
                return
            }
        }
    }

    /// Takes an accelerometer sample: over the threshold, it ends the attempt (a success after the
    /// stimulus, a false start before it).
    public func receive(_ sample: Sample, at time: Double) {
        guard case .motion(let reading) = sample, reading.sensorType == .accelerometer else { return }
        let magnitude = motion.add(x: reading.x, y: reading.y, z: reading.z, at: time)
        guard magnitude > step.thresholdAcceleration else { return }
        switch phase {
        case .waiting:
            end(ReactionTimeTrial(outcome: .falseStart, stimulusUptime: nil, responseUptime: time, peakAcceleration: magnitude), at: time)
        case .stimulus(let since):
            end(ReactionTimeTrial(outcome: .success, stimulusUptime: since, responseUptime: time, peakAcceleration: magnitude), at: time)
        case .pause, .finished:
            break
        }
    }

    /// Successful attempts so far.
    public var successes: Int { trials.count { $0.outcome == .success } }

    /// Whether the successes asked for were made, or the attempts allowed were used up.
    public var isFinished: Bool { phase == .finished }

    /// The attempts.
    public var results: [ResultItem] {
        [.reactionTime(ReactionTimeResult(identifier: step.identifier, thresholdAcceleration: step.thresholdAcceleration,
                                          timeout: step.timeout, numberOfAttempts: step.numberOfAttempts, trials: trials))]
    }

    /// What to do, and how many times.
    public var instruction: String {
        BuiltInText.reactionTimeInstruction.text(in: language, String(step.numberOfAttempts))
    }

    /// The attempt's state: wait, shake now, or how the last attempt ended.
    public var status: String? {
        switch phase {
        case .waiting:
            return BuiltInText.reactionTimeWait.text(in: language, String(successes + 1), String(step.numberOfAttempts))
        case .stimulus:
            return BuiltInText.reactionTimeStimulus.text(in: language)
        case .pause(_, .success):
            let latency = trials.last?.latency ?? 0
            return BuiltInText.reactionTimeLatency.text(in: language, String(Int((latency * 1000).rounded())))
        case .pause(_, .timeout):
            return BuiltInText.reactionTimeTooLate.text(in: language)
        case .pause(_, .falseStart):
            return BuiltInText.reactionTimeTooEarly.text(in: language)
        case .finished:
            return nil
        }
    }

    /// The attempts' outcomes.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.reactionTimeSummary.text(in: language, String(successes), String(trials.count { $0.outcome == .timeout }),
                                             String(trials.count { $0.outcome == .falseStart }))
    }

    private func startAttempt(at time: Double) {
        let span = step.maximumStimulusInterval - step.minimumStimulusInterval
        let fraction = Double(random.next() >> 11) / Double(UInt64(1) << 53)
        phase = .waiting(stimulusAt: time + step.minimumStimulusInterval + fraction * span)
    }

    private func end(_ trial: ReactionTimeTrial, at time: Double) {
        trials.append(trial)
        if successes >= step.numberOfAttempts || trials.count >= step.numberOfAttempts * ReactionTimeStep.triesPerAttempt {
            phase = .finished
        } else {
            phase = .pause(until: time + ReactionTimeStep.pauseBetweenAttempts, outcome: trial.outcome)
        }
    }
}
