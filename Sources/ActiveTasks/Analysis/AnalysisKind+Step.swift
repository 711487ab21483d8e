import RecordingFormat

extension AnalysisKind {
    /// The analysis a step of a task gets, as the task says it (never by sniffing the chunks), or
    /// `nil` when the step recorded nothing to analyse (instructions, questions, countdowns).
    ///
    /// A step's own result decides first (tapping, spatial span memory, timed walk); then its type
    /// (`walking` legs are walks, and a `tapping`, `spatialSpanMemory` or `timedWalk` step whose
    /// result is missing keeps its kind); an `active` step is what the predefined tasks made it (a rest
    /// or stand-still step is balance, a tremor position tremor, the timed walk's turn a part of
    /// the timed walk) and, in a task of your own, a walk when it recorded an accelerometer.
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
            let recordsMotion = step.results.contains { item in
                if case .file(let file) = item { return file.sensorTypes.contains(.accelerometer) }
                return false
            }
            guard recordsMotion else { return nil }
            return PredefinedTask.analysisKind(ofActiveStep: step.identifier) ?? .walk
        default:
            return nil
        }
    }
}
