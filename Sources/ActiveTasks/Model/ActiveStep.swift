import RecordingFormat

/// A step that runs for a time while its recorders record (walking, tapping).
public struct ActiveStep: ActivityStep {
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
    /// The analysis `analyze` gives the step's recording (`walk`, `balance`, `tremor`,
    /// `timedWalk`, `sitToStand`, `walkBackAndForth` or `timedUpAndGo`), written into its step result; `nil` when the task does not say.
    public var stepAnalysis: AnalysisKind?
    /// What the step says and sounds while it runs.
    public var spokenGuidance: SpokenGuidance

    /// The kinds of analysis that read an active step's own motion chunks.
    public static let analysisKinds: [AnalysisKind] = [.walk, .balance, .tremor, .timedWalk, .sitToStand, .walkBackAndForth, .timedUpAndGo]

    /// Creates an active step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - duration: How long the step runs, in seconds.
    ///   - shouldStartAutomatically: Whether it starts without confirmation.
    ///   - shouldContinueOnFinish: Whether the task goes on by itself afterwards.
    ///   - recorders: The recorders that record during the step.
    ///   - analysis: The analysis its recording gets, one of `analysisKinds`.
    ///   - spokenGuidance: What it says and sounds while it runs.
    public init(header: StepHeader, duration: Double,
                shouldStartAutomatically: Bool = false, shouldContinueOnFinish: Bool = false,
                recorders: [RecorderConfiguration] = [], analysis: AnalysisKind? = nil,
                spokenGuidance: SpokenGuidance = SpokenGuidance()) {
        self.header = header
        self.stepDuration = duration
        self.shouldStartAutomatically = shouldStartAutomatically
        self.shouldContinueOnFinish = shouldContinueOnFinish
        self.stepRecorders = recorders
        self.stepAnalysis = analysis
        self.spokenGuidance = spokenGuidance
    }

    /// Reads the step from task JSON; `duration` is required, and `analysis`, when given, must be
    /// one of `analysisKinds` and needs an accelerometer recorder.
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
        let analysis = Self.analysis(reader, recorders: recorders)
        let spoken = reader.spokenGuidance()
        guard let header, let duration else { return nil }
        self.init(header: header, duration: duration, shouldStartAutomatically: start, shouldContinueOnFinish: finish,
                  recorders: recorders, analysis: analysis, spokenGuidance: spoken)
    }

    /// Member `analysis`, checked against the kinds an active step's recording can have and
    /// against the step's recorders.
    private static func analysis(_ reader: JSONObjectReader, recorders: [RecorderConfiguration]) -> AnalysisKind? {
        guard let name = reader.string("analysis") else { return nil }
        let names = analysisKinds.map(\.rawValue).joined(separator: ", ")
        let kind = AnalysisKind(rawValue: name)
        guard analysisKinds.contains(kind) else {
            let other = ["tapping": "a \"tapping\" step", "memory": "a \"spatialSpanMemory\" step"][name]
            reader.log.error(reader.path(of: "analysis"), "\"\(name)\" is not an analysis of an active step; use one of \(names)"
                             + (other.map { " (tapping and memory come from \($0))" } ?? ""))
            return nil
        }
        guard recorders.contains(where: { $0.type == .accelerometer }) else {
            reader.log.error(reader.path(of: "analysis"), "\"\(name)\" analyses the accelerometer, but the step records none; "
                             + "add a recorder of type \"accelerometer\"")
            return nil
        }
        return kind
    }

    /// `"active"`.
    public var type: String { "active" }
    /// The step's duration.
    public var duration: Double? { stepDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// The analysis the task gives the step's recording.
    public var analysis: AnalysisKind? { stepAnalysis }
}
