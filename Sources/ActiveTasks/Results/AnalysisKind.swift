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
    /// A touch-ability step's trials from the task's results.
    case touchAbility
    /// A PSAT step's additions from the task's results.
    case psat
    /// A timed-walk trial's duration, distance and speed, or the turn between trials.
    case timedWalk
    /// Tremor frequencies of one hand position, from accelerometer and gyroscope.
    case tremor
    /// Repetitions of the 30-second chair stand, from the accelerometer of a device in a pocket.
    case sitToStand
    /// A walk back and forth: the walk's gait, and its turns from the gyroscope.
    case walkBackAndForth
    /// The Timed Up and Go's phases and total time, from a device in a pocket.
    case timedUpAndGo
    /// A knee or shoulder's range of motion, from its step's result.
    case rangeOfMotion
    /// A shake reaction-time step's latencies, from its attempts.
    case reactionTime
    /// A hole-peg step's moves: time, distance and drops, from its result.
    case holePeg
    /// An Amsler grid step's marks: strokes, marked area and cells, from its result.
    case amslerGrid
    /// The task's scores (`ScoreDefinition`), computed from its answers when the run completed:
    /// one entry per run, not per step.
    case scores
    /// A Trail Making step's taps from the task's results (and trail B against trail A of the same run).
    case trailMaking
    /// A Tower of Hanoi step's moves from the task's results.
    case towerOfHanoi
    /// A touch reaction-time step's attempts: latencies, false starts and timeouts, from its result.
    case normalizedReactionTime
}
