import ActiveTasks
import RecordingFormat

/// The spatial span memory step: games of growing sequences of lit targets to repeat
/// (ResearchKit's spatial span memory step); played by `SpatialSpanGame`.
///
/// JSON: `{ "type": "spatialSpanMemory", "identifier": "memory", "initialSpan": 3,
/// "minimumSpan": 2, "maximumSpan": 15, "playSpeed": 1, "maximumTests": 5,
/// "maximumConsecutiveFailures": 3, "requireReversal": false, "seed": 7, "recorders": [ … ] }`;
/// every member but the identifier is optional (ResearchKit's defaults); `seed` fixes the games'
/// seeds, otherwise each run draws one. A touch recorder gives the game its taps and keeps them.
public struct SpatialSpanMemoryStep: ActivityStep {
    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The game's rules.
    public var rules: SpatialSpanRules
    /// The seed of the games' seeds, when fixed.
    public var seed: UInt64?
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a memory step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - rules: The game's rules.
    ///   - seed: The seed of the games' seeds, when fixed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, rules: SpatialSpanRules = SpatialSpanRules(),
                seed: UInt64? = nil, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.rules = rules
        self.seed = seed
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let defaults = SpatialSpanRules()
        let rules = SpatialSpanRules(
            initialSpan: reader.int("initialSpan") ?? defaults.initialSpan,
            minimumSpan: reader.int("minimumSpan") ?? defaults.minimumSpan,
            maximumSpan: reader.int("maximumSpan") ?? defaults.maximumSpan,
            playSpeed: reader.double("playSpeed") ?? defaults.playSpeed,
            maximumTests: reader.int("maximumTests") ?? defaults.maximumTests,
            maximumConsecutiveFailures: reader.int("maximumConsecutiveFailures") ?? defaults.maximumConsecutiveFailures,
            requireReversal: reader.bool("requireReversal") ?? defaults.requireReversal)
        for problem in rules.problems {
            reader.log.error(reader.path(of: problem.member), problem.message)
        }
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header else { return nil }
        self.init(header: header, rules: rules, seed: seed, recorders: recorders)
    }

    /// `"spatialSpanMemory"`.
    public var type: String { "spatialSpanMemory" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the games run until their rules end them.
    public var duration: Double? { nil }

    /// Plays the games; without a `seed`, the system's generator seeds them.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return SpatialSpanActivity(step: self, context: context, seed: generator.next())
    }
}
