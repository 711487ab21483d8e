import ActiveTasks
import RecordingFormat

/// ResearchKit's touch reaction-time step (`ORKNormalizedReactionTimeStep`): each attempt waits a
/// random time between `minimumStimulusInterval` and `maximumStimulusInterval`, shows a blue
/// circle, and ends when a finger comes down on the screen (a success after the circle, a false
/// start before it) or when `timeout` passes after the circle (too late). The step ends after
/// `numberOfAttempts` attempts whatever their outcomes, as ResearchKit's
/// `ORKNormalizedReactionTimeViewController` finishes when it holds that many results.
///
/// JSON: `{ "type": "normalizedReactionTime", "identifier": "normalizedReactionTime",
/// "maximumStimulusInterval": 10, "minimumStimulusInterval": 4, "numberOfAttempts": 3,
/// "timeout": 3, "seed": 7, "recorders": [ … ] }`; every member but the identifier is optional
/// (ResearchKit's catalogue values); `seed` fixes the waits, otherwise each run draws them. A
/// touch recorder gives the step its touches and keeps them.
public struct NormalizedReactionTimeStep: ActivityStep {
    /// Seconds between the end of one attempt and the start of the next (ResearchKit's
    /// `resetAfterDelay:2`, `ORKNormalizedReactionTimeViewController.m`).
    public static let pauseBetweenAttempts = 2.0

    /// The identifier, title, text and navigation.
    public var header: StepHeader
    /// The longest wait before the stimulus, in seconds.
    public var maximumStimulusInterval: Double
    /// The shortest wait before the stimulus, in seconds.
    public var minimumStimulusInterval: Double
    /// The attempts the step runs.
    public var numberOfAttempts: Int
    /// Seconds after the stimulus before an attempt fails as too late.
    public var timeout: Double
    /// The seed of the waits, when fixed.
    public var seed: UInt64?
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a step with ResearchKit's catalogue values.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - maximumStimulusInterval: The longest wait before the stimulus, in seconds.
    ///   - minimumStimulusInterval: The shortest wait before the stimulus, in seconds.
    ///   - numberOfAttempts: The attempts the step runs.
    ///   - timeout: Seconds after the stimulus before an attempt fails.
    ///   - seed: The seed of the waits, when fixed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, maximumStimulusInterval: Double = 10, minimumStimulusInterval: Double = 4,
                numberOfAttempts: Int = 3, timeout: Double = 3, seed: UInt64? = nil, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.maximumStimulusInterval = maximumStimulusInterval
        self.minimumStimulusInterval = minimumStimulusInterval
        self.numberOfAttempts = numberOfAttempts
        self.timeout = timeout
        self.seed = seed
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON with ResearchKit's checks (`-[ORKNormalizedReactionTimeStep
    /// validateParameters]`): the shortest wait, timeout and attempts above 0, the longest wait
    /// not below the shortest.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let defaults = NormalizedReactionTimeStep(header: StepHeader(identifier: ""))
        let header = reader.stepHeader()
        let settings = reader.reactionTimeSettings(
            defaults: (defaults.maximumStimulusInterval, defaults.minimumStimulusInterval, defaults.numberOfAttempts, defaults.timeout),
            positive: [], attemptsMeaning: "the attempts to run")
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header, let settings else { return nil }
        self.init(header: header, maximumStimulusInterval: settings.maximum, minimumStimulusInterval: settings.minimum,
                  numberOfAttempts: settings.attempts, timeout: settings.timeout, seed: seed, recorders: recorders)
    }

    /// `"normalizedReactionTime"`.
    public var type: String { "normalizedReactionTime" }
    /// No fixed duration: the attempts decide.
    public var duration: Double? { nil }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Runs the attempts; without a `seed`, the system's generator draws the waits.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return NormalizedReactionTimeActivity(step: self, language: context.language, seed: seed ?? generator.next())
    }
}
