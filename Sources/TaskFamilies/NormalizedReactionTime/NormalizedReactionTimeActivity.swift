import ActiveTasks
import RecordingFormat

/// The attempts of a touch reaction-time step (`NormalizedReactionTimeStep`), run by
/// `ReactionTimeAttempts` as the shake step's are: wait a random time, show the blue circle, and
/// end the attempt at the first finger coming down on the screen (a touch from the touch
/// recorder, at the touch event's own time) or a key press standing for it, or at the timeout. A
/// touch before the circle is a false start; every attempt counts towards `numberOfAttempts`, as
/// in ResearchKit's `ORKNormalizedReactionTimeViewController` (`attemptDidFinish`).
///
/// The circle's time is when it was due on the presenter's clock, unless the presenter reports
/// when it drew it (`waitForShownReport()`, then `stimulusShown(at:)`: the kiosk's paint time).
public final class NormalizedReactionTimeActivity: StepActivity {
    /// The step.
    public let step: NormalizedReactionTimeStep
    /// The language of the instruction, status and summary.
    public let language: BuiltInLanguage
    private var attempts: ReactionTimeAttempts<SpatialSpanPoint?>

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of its texts.
    ///   - seed: Seeds the waits before the stimuli.
    public init(step: NormalizedReactionTimeStep, language: BuiltInLanguage = .english, seed: UInt64) {
        self.step = step
        self.language = language
        self.attempts = ReactionTimeAttempts(minimumInterval: step.minimumStimulusInterval, maximumInterval: step.maximumStimulusInterval,
                                             timeout: step.timeout, successesAskedFor: step.numberOfAttempts,
                                             attemptsAllowed: step.numberOfAttempts,
                                             pause: NormalizedReactionTimeStep.pauseBetweenAttempts, seed: seed)
    }

    /// Where the current attempt is.
    public var phase: ReactionTimeAttempts<SpatialSpanPoint?>.Phase { attempts.phase }

    /// Whether the circle is to be drawn: shown, or due and waiting for the presenter's report
    /// that it was drawn.
    public var showsStimulus: Bool {
        if case .stimulus = phase { return true }
        return attempts.isStimulusDue
    }

    /// The attempt under way or just ended, from 1.
    public var attemptNumber: Int {
        if case .pause = phase { return attempts.attempts.count }
        return min(attempts.attempts.count + 1, step.numberOfAttempts)
    }

    /// The attempts ended so far.
    public var trials: [NormalizedReactionTimeTrial] {
        attempts.attempts.map {
            NormalizedReactionTimeTrial(outcome: $0.outcome, timerStartUptime: $0.start, timerEndUptime: $0.end,
                                        stimulusStartUptime: $0.stimulus, reactionUptime: $0.response, currentInterval: $0.interval,
                                        location: $0.detail ?? nil)
        }
    }

    /// From now on the circle shows only once `stimulusShown(at:)` reports it drawn; a touch
    /// before that is a false start.
    public func waitForShownReport() {
        attempts.waitsForShownReport = true
    }

    /// The presenter drew the due circle at `time` (the kiosk page's paint, on the touches' clock).
    /// - Parameter time: Seconds on the presenter's clock.
    public func stimulusShown(at time: Double) {
        attempts.stimulusShown(at: time)
    }

    /// Begins the first attempt.
    public func begin(at time: Double) {
        attempts.begin(at: time)
    }

    /// Shows a circle that is due, fails an attempt whose timeout passed, and starts the next
    /// attempt when the pause is over.
    public func advance(to time: Double) {
        attempts.advance(to: time)
    }

    /// Takes touches: a finger coming down anywhere on the screen responds.
    public func receive(_ sample: Sample, at time: Double) {
        guard let point = sample.fingerDown else { return }
        attempts.respond(at: time, detail: point)
    }

    /// A key press standing for a touch (the terminal presenters).
    /// - Parameter time: Seconds on the presenter's clock.
    public func press(at time: Double) {
        attempts.respond(at: time, detail: nil)
    }

    /// Whether every attempt ran.
    public var isFinished: Bool { phase == .finished }

    /// The attempts.
    public var results: [ResultItem] {
        [.typed(NormalizedReactionTimeResult(identifier: step.identifier, timeout: step.timeout,
                                                              numberOfAttempts: step.numberOfAttempts, trials: trials))]
    }

    /// What to do, and how many times.
    public var instruction: String {
        BuiltInText.normalizedReactionTimeInstruction.text(in: language, String(step.numberOfAttempts))
    }

    /// The attempt's state: wait, touch now, or how the last attempt ended.
    public var status: String? {
        switch phase {
        case .waiting where showsStimulus, .stimulus:
            return BuiltInText.normalizedReactionTimeStimulus.text(in: language)
        case .waiting:
            return BuiltInText.normalizedReactionTimeWait.text(in: language, String(attemptNumber), String(step.numberOfAttempts))
        case .pause:
            return attempts.pauseText(tooLate: .normalizedReactionTimeTooLate, in: language)
        case .finished:
            return nil
        }
    }

    /// The attempts' outcomes.
    public func summary(after seconds: Double) -> String? {
        attempts.summaryText(in: language)
    }
}
