import ActiveTasks
import RecordingFormat

/// The flanker step (Eriksen and Eriksen 1974; NIH Toolbox's Flanker Inhibitory Control and
/// Attention Test, Mobile Toolbox's Arrows; ResearchKit has none): rows of five arrows, and two
/// buttons to answer which way the middle one points; played by `FlankerTest`.
///
/// JSON: `{ "type": "flanker", "identifier": "flanker", "numberOfTrials": 20, "interTrialInterval": 1,
/// "trialTimeout": 10, "seed": 7, "recorders": [ … ] }`; `numberOfTrials` defaults to 20 (NIH
/// Toolbox's test block) and must be 4 … 200, `interTrialInterval` (the fixation before each
/// row) 0.2 … 5 s, `trialTimeout` 1 … 30 s; `seed` fixes the order, otherwise each run draws one.
/// A touch recorder gives the step its touches and keeps them.
public struct FlankerStep: ActivityStep {
    /// The trials a step may ask for.
    public static let trialRange = 4...200
    /// The fixation's seconds a step may ask for.
    public static let intervalRange = 0.2...5.0
    /// The seconds a row may wait for an answer.
    public static let timeoutRange = 1.0...30.0

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The number of trials.
    public var numberOfTrials: Int
    /// Seconds of fixation before each row.
    public var interTrialInterval: Double
    /// Seconds a row waits for an answer.
    public var trialTimeout: Double
    /// The seed of the trials' order, when fixed.
    public var seed: UInt64?
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a flanker step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - numberOfTrials: The number of trials.
    ///   - interTrialInterval: Seconds of fixation before each row.
    ///   - trialTimeout: Seconds a row waits for an answer.
    ///   - seed: The seed of the trials' order, when fixed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, numberOfTrials: Int = 20, interTrialInterval: Double = 1, trialTimeout: Double = 10,
                seed: UInt64? = nil, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.numberOfTrials = numberOfTrials
        self.interTrialInterval = interTrialInterval
        self.trialTimeout = trialTimeout
        self.seed = seed
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let trials = reader.int("numberOfTrials") ?? 20
        let interval = reader.double("interTrialInterval") ?? 1
        let timeout = reader.double("trialTimeout") ?? 10
        var valid = true
        if !Self.trialRange.contains(trials) {
            reader.log.error(reader.path(of: "numberOfTrials"), "\(trials) is outside \(Self.trialRange.lowerBound) … \(Self.trialRange.upperBound); use a number in that range")
            valid = false
        }
        for (key, value, range) in [("interTrialInterval", interval, Self.intervalRange), ("trialTimeout", timeout, Self.timeoutRange)]
        where !range.contains(value) {
            reader.log.error(reader.path(of: key), "\(NumberText.string(value)) s is outside \(NumberText.string(range.lowerBound)) … \(NumberText.string(range.upperBound)) s; use a number of seconds in that range")
            valid = false
        }
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header, valid else { return nil }
        self.init(header: header, numberOfTrials: trials, interTrialInterval: interval, trialTimeout: timeout, seed: seed, recorders: recorders)
    }

    /// `"flanker"`.
    public var type: String { "flanker" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the trials run until the last is answered or times out.
    public var duration: Double? { nil }

    /// Runs the trials; without a `seed`, the system's generator seeds them.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return FlankerActivity(step: self, language: context.language, seed: seed ?? generator.next())
    }
}
