import ActiveTasks
import RecordingFormat

extension AnalysisKind {
    /// The analysis a step of a task gets, as the task says it (never by sniffing the chunks), or
    /// `nil` when the step recorded nothing to analyse (instructions, questions, countdowns).
    ///
    /// A step's own typed result decides first (the kind registered for its result type in
    /// `KindAnalyses`); then its type (`walking` legs are walks, and a family's step whose result
    /// is missing keeps its family's kind); an `active` step that recorded an accelerometer gets the
    /// `analysis` its task gave it (see `ActiveStep`), else what the predefined tasks made their
    /// steps before results carried it, else a walk (see `assumption(for:)`).
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func of(_ step: StepResult) -> AnalysisKind? {
        for case .typed(let result) in step.results {
            if let kind = KindAnalyses.byResultType[type(of: result).resultType] { return kind }
        }
        if step.stepType == "active" { return activeKind(of: step)?.kind }
        return KindAnalyses.byStepType[step.stepType]
    }

    /// The warning for an active step analysed as a walk only because its task did not say, or
    /// `nil` when the task (or the step's type) chose its analysis.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func assumption(for step: StepResult) -> String? {
        guard step.stepType == "active", activeKind(of: step)?.assumed == true else { return nil }
        return "step \"\(step.identifier)\" does not name its analysis; analysed as a walk because it recorded an accelerometer "
            + "(give the active step \"analysis\": \"walk\", \"balance\", \"tremor\" or \"timedWalk\" in the task JSON)"
    }

    /// The kind of an `active` step that recorded an accelerometer, and whether it is a walk
    /// only because nothing named it; `nil` for a step that recorded none.
    private static func activeKind(of step: StepResult) -> (kind: AnalysisKind, assumed: Bool)? {
        let recordsMotion = step.results.contains { item in
            if case .file(let file) = item { return file.sensorTypes.contains(.accelerometer) }
            return false
        }
        guard recordsMotion else { return nil }
        guard let named = step.analysis ?? ofPredefinedActiveStep(step.identifier) else { return (.walk, true) }
        return (named, false)
    }
}
