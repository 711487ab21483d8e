/// Which analysis a recording or a step of a task gets.
public enum AnalysisKind: String, Sendable, CaseIterable, Codable {
    /// Gait from the accelerometer (and distance from location, when recorded).
    case walk
    /// Postural sway while standing still, from the accelerometer.
    case balance
    /// Finger tapping from touches.
    case tapping
    /// The spatial span memory game from the task's results.
    case memory
    /// A Stroop step's trials from the task's results.
    case stroop
    /// A timed-walk trial's duration, distance and speed, or the turn between trials.
    case timedWalk
    /// Tremor frequencies of one hand position, from accelerometer and gyroscope.
    case tremor
    /// The task's scores (`ScoreDefinition`), computed from its answers when the run completed:
    /// one entry per run, not per step.
    case scores
}
