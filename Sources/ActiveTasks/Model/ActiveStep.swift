import RecordingFormat

/// A step that runs for a time while its recorders record (walking, tapping).
public struct ActiveStep: Step {
    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// Instructions shown while the step runs.
    public var text: String?
    /// How long the step runs, in seconds.
    public var stepDuration: Double
    /// Whether the step starts without the participant confirming.
    public var shouldStartAutomatically: Bool
    /// Whether the task goes on by itself when the duration is over.
    public var shouldContinueOnFinish: Bool
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates an active step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: Instructions shown while the step runs.
    ///   - duration: How long the step runs, in seconds.
    ///   - shouldStartAutomatically: Whether it starts without confirmation.
    ///   - shouldContinueOnFinish: Whether the task goes on by itself afterwards.
    ///   - recorders: The recorders that record during the step.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, duration: Double,
                shouldStartAutomatically: Bool = false, shouldContinueOnFinish: Bool = false,
                recorders: [RecorderConfiguration] = [], navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.stepDuration = duration
        self.shouldStartAutomatically = shouldStartAutomatically
        self.shouldContinueOnFinish = shouldContinueOnFinish
        self.stepRecorders = recorders
        self.navigation = navigation
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
        guard let identifier = header.identifier, let duration else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, duration: duration,
                  shouldStartAutomatically: start, shouldContinueOnFinish: finish, recorders: recorders,
                  navigation: header.navigation)
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
