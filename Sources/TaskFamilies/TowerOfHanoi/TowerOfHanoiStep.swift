import ActiveTasks
import RecordingFormat

/// The Tower of Hanoi step (ResearchKit's `ORKTowerOfHanoiStep`): move the stack of disks from the
/// first tower to the last, one disk at a time, never a larger on a smaller; played by
/// `TowerOfHanoiPuzzle`.
///
/// JSON: `{ "type": "towerOfHanoi", "identifier": "towerOfHanoi", "numberOfDisks": 3,
/// "timeLimit": 300 }`. `numberOfDisks` defaults to ResearchKit's 3 (`ORKTowerOfHanoiStep.m`
/// line 45), 1 … 8 (ResearchKit warns above its `MaximumNumberOfDisks` 8, line 37; we refuse);
/// `timeLimit` (ours, default 300 s, 10 … 3600) ends an unsolved puzzle. A touch recorder gives
/// the step its touches and keeps them.
public struct TowerOfHanoiStep: ActivityStep {
    /// The most disks a step may ask for.
    public static let maximumDisks = 8
    /// The default seconds before an unsolved puzzle ends.
    public static let defaultTimeLimit = 300.0

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// The number of disks.
    public var numberOfDisks: Int
    /// Seconds after which an unsolved puzzle ends.
    public var timeLimit: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a Tower of Hanoi step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - numberOfDisks: The number of disks.
    ///   - timeLimit: Seconds after which an unsolved puzzle ends.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, numberOfDisks: Int = 3, timeLimit: Double = Self.defaultTimeLimit,
                recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.numberOfDisks = numberOfDisks
        self.timeLimit = timeLimit
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let disks = reader.int("numberOfDisks") ?? 3
        if !(1...Self.maximumDisks).contains(disks) {
            reader.log.error(reader.path(of: "numberOfDisks"),
                             "\(disks) is outside 1 … \(Self.maximumDisks) (ResearchKit finds more than 8 a poor experience); use a number in that range")
        }
        let limit = reader.double("timeLimit") ?? Self.defaultTimeLimit
        if !TrailMakingStep.timeLimits.contains(limit) {
            reader.log.error(reader.path(of: "timeLimit"), "\(limit) is outside 10 … 3600 seconds; use a number in that range")
        }
        let recorders = reader.recorders("recorders")
        guard let header, (1...Self.maximumDisks).contains(disks) else { return nil }
        self.init(header: header, numberOfDisks: disks, timeLimit: limit, recorders: recorders)
    }

    /// `"towerOfHanoi"`.
    public var type: String { "towerOfHanoi" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// None: the puzzle runs until solved, given up or its time limit.
    public var duration: Double? { nil }

    /// Runs the puzzle.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        TowerOfHanoiActivity(step: self, language: context.language)
    }
}
