import RecordingFormat

extension AnalysisKind {
    /// The analysis a step of a task gets, as the task says it (never by sniffing the chunks), or
    /// `nil` when the step recorded nothing to analyse (instructions, questions, countdowns).
    ///
    /// A step's own result decides first (tapping, spatial span memory, timed walk); then its type
    /// (`walking` legs are walks, and a `tapping`, `spatialSpanMemory` or `timedWalk` step whose
    /// result is missing keeps its kind); an `active` step that recorded an accelerometer gets the
    /// `analysis` its task gave it (see `ActiveStep`), else what the predefined tasks made their
    /// steps before results carried it, else a walk (see `assumption(for:)`).
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func of(_ step: StepResult) -> AnalysisKind? {
        for item in step.results {
            switch item {
            case .tapping: return .tapping
            case .spatialSpanMemory: return .memory
            case .timedWalk: return .timedWalk
            case .answer, .file, .error, .consentSignature: continue
            }
        }
        switch step.stepType {
        case "walking":
            return .walk
        case "tapping":
            return .tapping
        case "spatialSpanMemory":
            return .memory
        case "timedWalk":
            return .timedWalk
        case "active":
            guard recordsMotion(step) else { return nil }
            return step.analysis ?? PredefinedTask.analysisKind(ofActiveStep: step.identifier) ?? .walk
        default:
            return nil
        }
    }

    /// The warning for an active step analysed as a walk only because its task did not say, or
    /// `nil` when the task (or the step's type) chose its analysis.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func assumption(for step: StepResult) -> String? {
        guard step.stepType == "active", step.analysis == nil, recordsMotion(step),
              PredefinedTask.analysisKind(ofActiveStep: step.identifier) == nil else { return nil }
        return "step \"\(step.identifier)\" does not name its analysis; analysed as a walk because it recorded an accelerometer "
            + "(give the active step \"analysis\": \"walk\", \"balance\", \"tremor\" or \"timedWalk\" in the task JSON)"
    }

    /// Whether the step's files include an accelerometer chunk.
    private static func recordsMotion(_ step: StepResult) -> Bool {
        step.results.contains { item in
            if case .file(let file) = item { return file.sensorTypes.contains(.accelerometer) }
            return false
        }
    }
}
