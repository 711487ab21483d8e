import ActiveTasks
import RecordingFormat
import SignalProcessing

/// One leg of a walk: it ends when the online step counter (`StepCounter`) has counted
/// `numberOfSteps` steps, or after `duration` seconds (`numberOfSteps` × 1.5 s unless given).
///
/// JSON: `{ "type": "walking", "identifier": "walk.outbound", "numberOfSteps": 20,
/// "recorders": [ … ] }`.
public struct WalkingStep: ActivityStep {
    /// Seconds per step of the fallback duration.
    public static let secondsPerStep = 1.5

    /// The identifier, title, instructions shown while walking, and navigation.
    public var header: StepHeader
    /// Steps that end the leg.
    public var numberOfSteps: Int
    /// Seconds after which the leg ends anyway.
    public var legDuration: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]
    /// What the leg says and sounds while it runs.
    public var spokenGuidance: SpokenGuidance

    /// Creates a walking leg.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - numberOfSteps: Steps that end the leg.
    ///   - duration: Seconds after which it ends anyway; `numberOfSteps` × 1.5 by default.
    ///   - recorders: The recorders that record during the step.
    ///   - spokenGuidance: What it says and sounds while it runs.
    public init(header: StepHeader, numberOfSteps: Int, duration: Double? = nil,
                recorders: [RecorderConfiguration] = [], spokenGuidance: SpokenGuidance = SpokenGuidance()) {
        self.header = header
        self.numberOfSteps = numberOfSteps
        self.legDuration = duration ?? Double(numberOfSteps) * Self.secondsPerStep
        self.stepRecorders = recorders
        self.spokenGuidance = spokenGuidance
    }

    /// Reads the step from task JSON; `numberOfSteps` is required and positive.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let steps = reader.int("numberOfSteps")
        if reader.value("numberOfSteps") == nil {
            reader.log.error(reader.path(of: "numberOfSteps"), "missing; a walking leg needs the steps that end it")
        } else if let steps, steps < 1 {
            reader.log.error(reader.path(of: "numberOfSteps"), "\(steps) is below 1; use 1 or more")
        }
        let duration = reader.double("duration")
        if let duration, duration <= 0 {
            reader.log.error(reader.path(of: "duration"), "\(duration) s is not positive; give seconds above 0 or leave it out")
        }
        let recorders = reader.recorders("recorders")
        let spoken = reader.spokenGuidance()
        guard let header, let steps, steps >= 1 else { return nil }
        self.init(header: header, numberOfSteps: steps, duration: duration,
                  recorders: recorders, spokenGuidance: spoken)
    }

    /// `"walking"`.
    public var type: String { "walking" }
    /// The fallback duration.
    public var duration: Double? { legDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// A walk is done with the device out of sight.
    public var isDoneOutOfSight: Bool { true }

    /// Counts steps in the leg's accelerometer samples.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        WalkingActivity(step: self, language: context.language)
    }
}
