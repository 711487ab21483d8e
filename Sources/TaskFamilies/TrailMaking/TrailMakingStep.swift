import ActiveTasks
import RecordingFormat

/// The Trail Making step (ResearchKit's `ORKTrailmakingStep`): 13 circles to tap in order, trail
/// A (1 … 13) or B (1 A 2 B … F 7); played by `TrailMakingTest`.
///
/// JSON: `{ "type": "trailmaking", "identifier": "trailmaking.A", "trailType": "A", "seed": 7,
/// "timeLimit": 300 }`. `trailType` is `A` (ResearchKit's default, `ORKTrailmakingStep.m` line 47)
/// or `B`, anything else refused as ResearchKit's `validateParameters` does (line 58); `seed` fixes
/// the layout, otherwise each run draws one; `timeLimit` (ours, default 300 s, 10 … 3600) ends an
/// unfinished trail. A touch recorder gives the step its touches and keeps them.
public struct TrailMakingStep: ActivityStep {
    /// The default seconds before an unfinished trail ends.
    public static let defaultTimeLimit = 300.0
    /// The time limits a step may ask for, in seconds.
    public static let timeLimits = 10.0...3600.0

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The trail.
    public var trailType: TrailMakingType
    /// The seed of the layout, when fixed.
    public var seed: UInt64?
    /// Seconds after which an unfinished trail ends.
    public var timeLimit: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a Trail Making step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - trailType: The trail.
    ///   - seed: The seed of the layout, when fixed.
    ///   - timeLimit: Seconds after which an unfinished trail ends.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, trailType: TrailMakingType = .a, seed: UInt64? = nil,
                timeLimit: Double = Self.defaultTimeLimit, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.trailType = trailType
        self.seed = seed
        self.timeLimit = timeLimit
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let typeName = reader.string("trailType") ?? TrailMakingType.a.rawValue
        let type = TrailMakingType(rawValue: typeName)
        if type == nil {
            reader.log.error(reader.path(of: "trailType"), "\"\(typeName)\" is not a trail; use \"A\" or \"B\" (ResearchKit's trailType)")
        }
        let limit = reader.double("timeLimit") ?? Self.defaultTimeLimit
        if !Self.timeLimits.contains(limit) {
            reader.log.error(reader.path(of: "timeLimit"),
                             "\(limit) is outside \(Int(Self.timeLimits.lowerBound)) … \(Int(Self.timeLimits.upperBound)) seconds; use a number in that range")
        }
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header, let type else { return nil }
        self.init(header: header, trailType: type, seed: seed, timeLimit: limit, recorders: recorders)
    }

    /// `"trailmaking"`.
    public var type: String { "trailmaking" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the trail runs until its last circle or its time limit.
    public var duration: Double? { nil }

    /// Runs the trail; without a `seed`, the system's generator seeds its layout.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return TrailMakingActivity(step: self, language: context.language, seed: seed ?? generator.next())
    }
}
