import ActiveTasks
import RecordingFormat
import SignalProcessing

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
    public typealias Phase = ReactionTimeAttempts<Double>.Phase

    /// The step.
    public let step: ReactionTimeStep
    /// The language of the instruction, status and summary.
    public let language: BuiltInLanguage
    private var attempts: ReactionTimeAttempts<Double>
    private var motion = UserAcceleration()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of its texts.
    ///   - seed: Seeds the waits before the stimuli.
    public init(step: ReactionTimeStep, language: BuiltInLanguage = .english, seed: UInt64) {
        self.step = step
        self.language = language
        self.attempts = ReactionTimeAttempts(minimumInterval: step.minimumStimulusInterval, maximumInterval: step.maximumStimulusInterval,
                                             timeout: step.timeout, successesAskedFor: step.numberOfAttempts,
                                             attemptsAllowed: step.numberOfAttempts * ReactionTimeStep.triesPerAttempt,
                                             pause: ReactionTimeStep.pauseBetweenAttempts, seed: seed)
    }

    /// Where the current attempt is.
    public var phase: Phase { attempts.phase }

    /// The attempts ended so far, each with the acceleration that ended it.
    public var trials: [ReactionTimeTrial] {
        attempts.attempts.map {
            ReactionTimeTrial(outcome: $0.outcome, stimulusUptime: $0.stimulus, responseUptime: $0.response, peakAcceleration: $0.detail)
        }
    }

    /// Begins the first attempt.
    public func begin(at time: Double) {
        attempts.begin(at: time)
    }

    /// Shows a stimulus that is due, fails an attempt whose timeout passed, and starts the next
    /// attempt when the pause is over.
    public func advance(to time: Double) {
        attempts.advance(to: time)
    }

    /// Takes an accelerometer sample: over the threshold, it ends the attempt (a success after the
    /// stimulus, a false start before it).
    public func receive(_ sample: Sample, at time: Double) {
        guard case .motion(let reading) = sample, reading.sensorType == .accelerometer else { return }
        let magnitude = motion.add(x: reading.x, y: reading.y, z: reading.z, at: time)
        guard magnitude > step.thresholdAcceleration else { return }
        attempts.respond(at: time, detail: magnitude)
    }

    /// Successful attempts so far.
    public var successes: Int { attempts.successes }

    /// Whether the successes asked for were made, or the attempts allowed were used up.
    public var isFinished: Bool { phase == .finished }

    /// The attempts.
    public var results: [ResultItem] {
        [.typed(ReactionTimeResult(identifier: step.identifier, thresholdAcceleration: step.thresholdAcceleration,
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
        case .pause:
            return attempts.pauseText(tooLate: .reactionTimeTooLate, in: language)
        case .finished:
            return nil
        }
    }

    /// The attempts' outcomes.
    public func summary(after seconds: Double) -> String? {
        attempts.summaryText(in: language)
    }
}
