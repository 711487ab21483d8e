import RecordingFormat

/// One trial of a timed walk (ResearchKit's `ORKTimedWalkStep`): the participant walks
/// `distanceInMeters`; the trial ends when the location fixes show that distance walked, or at
/// `timeLimit` seconds, the step's duration.
///
/// JSON: `{ "type": "timedWalk", "identifier": "timed.walk.trial1", "distanceInMeters": 100,
/// "timeLimit": 180, "shouldStartAutomatically": true, "recorders": [ … ] }`. The distance comes
/// from the run's `location` recorder (a task-level one spanning the trial, or the step's own).
public struct TimedWalkStep: Step {
    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// Instructions shown while walking.
    public var text: String?
    /// Metres to walk.
    public var distanceInMeters: Double
    /// Seconds after which the trial ends anyway.
    public var timeLimit: Double
    /// Whether the trial starts without the participant confirming.
    public var shouldStartAutomatically: Bool
    /// Whether the task goes on by itself when the trial is over.
    public var shouldContinueOnFinish: Bool
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates a timed-walk trial.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: Instructions.
    ///   - distanceInMeters: Metres to walk, above 0.
    ///   - timeLimit: Seconds after which the trial ends anyway, above 0.
    ///   - shouldStartAutomatically: Whether it starts without confirmation.
    ///   - shouldContinueOnFinish: Whether the task goes on by itself afterwards.
    ///   - recorders: The recorders that record during the step.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, distanceInMeters: Double, timeLimit: Double,
                shouldStartAutomatically: Bool = false, shouldContinueOnFinish: Bool = false,
                recorders: [RecorderConfiguration] = [], navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.distanceInMeters = distanceInMeters
        self.timeLimit = timeLimit
        self.shouldStartAutomatically = shouldStartAutomatically
        self.shouldContinueOnFinish = shouldContinueOnFinish
        self.stepRecorders = recorders
        self.navigation = navigation
    }

    /// Reads the step from task JSON; `distanceInMeters` and `timeLimit` are required and positive.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let distance = Self.positive("distanceInMeters", in: reader, unit: "m", meaning: "the metres to walk")
        let limit = Self.positive("timeLimit", in: reader, unit: "s", meaning: "the seconds allowed for the trial")
        let start = reader.bool("shouldStartAutomatically") ?? false
        let finish = reader.bool("shouldContinueOnFinish") ?? false
        let recorders = reader.recorders("recorders")
        guard let identifier = header.identifier, let distance, let limit else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, distanceInMeters: distance,
                  timeLimit: limit, shouldStartAutomatically: start, shouldContinueOnFinish: finish,
                  recorders: recorders, navigation: header.navigation)
    }

    /// Reads the required positive number `key`, logging why it is unusable.
    private static func positive(_ key: String, in reader: JSONObjectReader, unit: String, meaning: String) -> Double? {
        guard reader.value(key) != nil else {
            reader.log.error(reader.path(of: key), "missing; a timed walk needs \(meaning)")
            return nil
        }
        guard let value = reader.double(key) else { return nil }
        guard value > 0 else {
            reader.log.error(reader.path(of: key), "\(NumericAnswerFormat.text(value)) \(unit) is not positive; give \(meaning) above 0")
            return nil
        }
        return value
    }

    /// `"timedWalk"`.
    public var type: String { "timedWalk" }
    /// A trial runs by itself.
    public var isActive: Bool { true }
    /// The time limit.
    public var duration: Double? { timeLimit }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Measures the distance walked from location samples.
    public func makeActivity(in context: ActivityContext) -> (any StepActivity)? {
        TimedWalkActivity(step: self)
    }
}
