import ActiveTasks
import RecordingFormat

/// The Stroop step (ResearchKit's `ORKStroopStep`): words naming colours, printed in a colour,
/// and four buttons to choose the colour the word is printed in; played by `StroopTest`.
///
/// JSON: `{ "type": "stroop", "identifier": "stroop", "numberOfAttempts": 15, "seed": 7,
/// "recorders": [ … ] }`; `numberOfAttempts` defaults to 15 and may not be below ResearchKit's
/// minimum of 10 (`ORKStroopStep.m`, `validateParameters`) nor above 200; `seed` fixes the
/// trials, otherwise each run draws one. A touch recorder gives the step its touches and keeps them.
public struct StroopStep: ActivityStep {
    /// ResearchKit's fewest trials.
    public static let minimumAttempts = 10
    /// The most trials a step may ask for.
    public static let maximumAttempts = 200

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The number of trials.
    public var numberOfAttempts: Int
    /// The seed of the trials, when fixed.
    public var seed: UInt64?
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a Stroop step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - numberOfAttempts: The number of trials.
    ///   - seed: The seed of the trials, when fixed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, numberOfAttempts: Int = 15, seed: UInt64? = nil, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.numberOfAttempts = numberOfAttempts
        self.seed = seed
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let attempts = reader.int("numberOfAttempts") ?? 15
        if !(Self.minimumAttempts...Self.maximumAttempts).contains(attempts) {
            reader.log.error(reader.path(of: "numberOfAttempts"),
                             "\(attempts) is outside \(Self.minimumAttempts) … \(Self.maximumAttempts) (ResearchKit's minimum is 10); use a number in that range")
        }
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header else { return nil }
        self.init(header: header, numberOfAttempts: attempts, seed: seed, recorders: recorders)
    }

    /// `"stroop"`.
    public var type: String { "stroop" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the trials run until the last is answered or times out.
    public var duration: Double? { nil }

    /// Runs the trials; without a `seed`, the system's generator seeds them.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return StroopActivity(step: self, language: context.language, seed: seed ?? generator.next())
    }
}
