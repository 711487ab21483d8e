import ActiveTasks
import RecordingFormat

/// ResearchKit's shake reaction-time step (`ORKReactionTimeStep`): each attempt waits a random
/// time between `minimumStimulusInterval` and `maximumStimulusInterval`, shows the stimulus, and
/// ends when the device's acceleration exceeds `thresholdAcceleration` (a success), when
/// `timeout` passes first (too late), or when the device moved over the threshold before the
/// stimulus (too early). The step ends after `numberOfAttempts` successes; attempts that fail are
/// tried again, as in ResearchKit, up to `numberOfAttempts` × `triesPerAttempt` attempts in all.
///
/// JSON: `{ "type": "reactionTime", "identifier": "reactionTime", "maximumStimulusInterval": 10,
/// "minimumStimulusInterval": 4, "thresholdAcceleration": 0.5, "numberOfAttempts": 3,
/// "timeout": 3, "recorders": [ … ] }`; every member but the identifier is optional
/// (ResearchKit's defaults). An accelerometer recorder gives the step its samples.
public struct ReactionTimeStep: ActivityStep {
    /// Attempts allowed per success asked for: a device that never moves over the threshold (a
    /// participant who left, a dead sensor) ends the step after this many times
    /// `numberOfAttempts` attempts instead of waiting forever, as ResearchKit would.
    public static let triesPerAttempt = 3
    /// Seconds between the end of one attempt and the start of the next (ResearchKit's
    /// `resetAfterDelay:2`).
    public static let pauseBetweenAttempts = 2.0

    /// The identifier, title, text and navigation.
    public var header: StepHeader
    /// The longest wait before the stimulus, in seconds.
    public var maximumStimulusInterval: Double
    /// The shortest wait before the stimulus, in seconds.
    public var minimumStimulusInterval: Double
    /// The acceleration that ends an attempt, in g, gravity removed.
    public var thresholdAcceleration: Double
    /// The successful attempts asked for.
    public var numberOfAttempts: Int
    /// Seconds after the stimulus before an attempt fails as too late.
    public var timeout: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a reaction-time step with ResearchKit's defaults (its catalogue's values).
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - maximumStimulusInterval: The longest wait before the stimulus, in seconds.
    ///   - minimumStimulusInterval: The shortest wait before the stimulus, in seconds.
    ///   - thresholdAcceleration: The acceleration that ends an attempt, in g.
    ///   - numberOfAttempts: The successful attempts asked for.
    ///   - timeout: Seconds after the stimulus before an attempt fails.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, maximumStimulusInterval: Double = 10, minimumStimulusInterval: Double = 4,
                thresholdAcceleration: Double = 0.5, numberOfAttempts: Int = 3, timeout: Double = 3,
                recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.maximumStimulusInterval = maximumStimulusInterval
        self.minimumStimulusInterval = minimumStimulusInterval
        self.thresholdAcceleration = thresholdAcceleration
        self.numberOfAttempts = numberOfAttempts
        self.timeout = timeout
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON with ResearchKit's checks (`-[ORKReactionTimeStep
    /// validateParameters]`): intervals, threshold, timeout and attempts above 0, the maximum
    /// interval not below the minimum.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let defaults = ReactionTimeStep(header: StepHeader(identifier: ""))
        let header = reader.stepHeader()
        let threshold = reader.double("thresholdAcceleration") ?? defaults.thresholdAcceleration
        let settings = reader.reactionTimeSettings(
            defaults: (defaults.maximumStimulusInterval, defaults.minimumStimulusInterval, defaults.numberOfAttempts, defaults.timeout),
            positive: [("thresholdAcceleration", threshold, "the acceleration in g")], attemptsMeaning: "the successful attempts asked for")
        let recorders = reader.recorders("recorders")
        if !recorders.contains(where: { $0.type == .accelerometer }) {
            let attempts = settings?.attempts ?? defaults.numberOfAttempts
            reader.log.warning(reader.path(of: "recorders"), "no accelerometer recorder: no attempt can succeed, and the step "
                               + "ends after \(attempts * Self.triesPerAttempt) attempts; add a recorder of type \"accelerometer\"")
        }
        guard let header, let settings else { return nil }
        self.init(header: header, maximumStimulusInterval: settings.maximum, minimumStimulusInterval: settings.minimum,
                  thresholdAcceleration: threshold, numberOfAttempts: settings.attempts, timeout: settings.timeout, recorders: recorders)
    }

    /// `"reactionTime"`.
    public var type: String { "reactionTime" }
    /// No fixed duration: the attempts decide.
    public var duration: Double? { nil }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Runs the attempts; the system's generator draws the waits.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return ReactionTimeActivity(step: self, language: context.language, seed: generator.next())
    }
}
