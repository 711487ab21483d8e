import RecordingFormat

/// A step that runs for a time while its recorders record (walking, tapping).
public struct ActiveStep: Step {
    /// The identifier, title, instructions shown while the step runs, and navigation.
    public var header: StepHeader
    /// How long the step runs, in seconds.
    public var stepDuration: Double
    /// Whether the step starts without the participant confirming.
    public var shouldStartAutomatically: Bool
    /// Whether the task goes on by itself when the duration is over.
    public var shouldContinueOnFinish: Bool
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates an active step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - duration: How long the step runs, in seconds.
    ///   - shouldStartAutomatically: Whether it starts without confirmation.
    ///   - shouldContinueOnFinish: Whether the task goes on by itself afterwards.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, duration: Double,
                shouldStartAutomatically: Bool = false, shouldContinueOnFinish: Bool = false,
                recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.stepDuration = duration
        self.shouldStartAutomatically = shouldStartAutomatically
        self.shouldContinueOnFinish = shouldContinueOnFinish
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; `duration` is required.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        if reader.value("duration") == nil {
            reader.log.error(reader.path(of: "duration"), "missing; an active step needs its duration in seconds")
        }
        let duration = reader.double("duration")
        let start = reader.bool("shouldStartAutomatically") ?? false
        let finish = reader.bool("shouldContinueOnFinish") ?? false
        let recorders = reader.recorders("recorders")
        guard let header, let duration else { return nil }
        self.init(header: header, duration: duration,
                  shouldStartAutomatically: start, shouldContinueOnFinish: finish, recorders: recorders)
    }

    /// `"active"`.
    public var type: String { "active" }
    /// An active step runs by itself.
    public var isActive: Bool { true }
    /// The step's duration.
    public var duration: Double? { stepDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
}
