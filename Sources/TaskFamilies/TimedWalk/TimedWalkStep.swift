import ActiveTasks
import RecordingFormat

/// One trial of a timed walk (ResearchKit's `ORKTimedWalkStep`): the participant walks
/// `distanceInMeters`; the trial ends when the location fixes show that distance walked, or at
/// `timeLimit` seconds, the step's duration.
///
/// JSON: `{ "type": "timedWalk", "identifier": "timed.walk.trial1", "distanceInMeters": 100,
/// "timeLimit": 180, "shouldStartAutomatically": true, "recorders": [ … ] }`. The distance comes
/// from the run's `location` recorder (a task-level one spanning the trial, or the step's own).
public struct TimedWalkStep: ActivityStep {
    /// The identifier, title, instructions shown while walking, and navigation.
    public var header: StepHeader
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
    /// What the trial says and sounds while it runs.
    public var spokenGuidance: SpokenGuidance

    /// Creates a timed-walk trial.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - distanceInMeters: Metres to walk, above 0.
    ///   - timeLimit: Seconds after which the trial ends anyway, above 0.
    ///   - shouldStartAutomatically: Whether it starts without confirmation.
    ///   - shouldContinueOnFinish: Whether the task goes on by itself afterwards.
    ///   - recorders: The recorders that record during the step.
    ///   - spokenGuidance: What it says and sounds while it runs.
    public init(header: StepHeader, distanceInMeters: Double, timeLimit: Double,
                shouldStartAutomatically: Bool = false, shouldContinueOnFinish: Bool = false,
                recorders: [RecorderConfiguration] = [], spokenGuidance: SpokenGuidance = SpokenGuidance()) {
        self.header = header
        self.distanceInMeters = distanceInMeters
        self.timeLimit = timeLimit
        self.shouldStartAutomatically = shouldStartAutomatically
        self.shouldContinueOnFinish = shouldContinueOnFinish
        self.stepRecorders = recorders
        self.spokenGuidance = spokenGuidance
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
        let spoken = reader.spokenGuidance()
        guard let header, let distance, let limit else { return nil }
        self.init(header: header, distanceInMeters: distance,
                  timeLimit: limit, shouldStartAutomatically: start, shouldContinueOnFinish: finish,
                  recorders: recorders, spokenGuidance: spoken)
    }

    /// Reads the required positive number `key`, logging why it is unusable.
    private static func positive(_ key: String, in reader: JSONObjectReader, unit: String, meaning: String) -> Double? {
        guard reader.value(key) != nil else {
            reader.log.error(reader.path(of: key), "missing; a timed walk needs \(meaning)")
            return nil
        }
        guard let value = reader.double(key) else { return nil }
        guard value > 0 else {
            reader.log.error(reader.path(of: key), "\(NumberText.string(value)) \(unit) is not positive; give \(meaning) above 0")
            return nil
        }
        return value
    }

    /// `"timedWalk"`.
    public var type: String { "timedWalk" }
    /// The time limit.
    public var duration: Double? { timeLimit }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// A walk is done with the device out of sight.
    public var isDoneOutOfSight: Bool { true }

    /// A timed walk that no location recorder records (on the step or the task) can only end at
    /// its time limit: a warning.
    public func issues(in task: OrderedTask, at path: String) -> [TaskIssue] {
        let located = (task.recorders + recorders).contains { $0.type == .location }
        return located ? [] : [TaskIssue(.warning, path: path, "no location recorder records during this timedWalk step, so it ends only at its timeLimit; add a location recorder to the step or to the task")]
    }

    /// Measures the distance walked from location samples.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        TimedWalkActivity(step: self, language: context.language)
    }
}
