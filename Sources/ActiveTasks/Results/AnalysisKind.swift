/// Which analysis a recording or a step of a task gets, written in a step result's `analysis`
/// and chosen with `analyze --kind`. The kinds of recordings any `active` step can make are
/// declared here; each task family declares its own beside its steps (`AnalysisKind.stroop`), so
/// the list stays open, and `analyze` knows the kinds its analyzers are registered for.
public struct AnalysisKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind's name (`walk`, `stroop`).
    public let rawValue: String

    /// The kind named `rawValue`.
    /// - Parameter rawValue: The kind's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decodes the kind from its name.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the kind as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The kind's name.
    public var description: String { rawValue }

    /// Gait from the accelerometer (and distance from location, when recorded).
    public static let walk = AnalysisKind(rawValue: "walk")
    /// Walking bouts, strides, cadence, stride length, walking speed and turns from a lower-back
    /// accelerometer (and gyroscope).
    public static let gait = AnalysisKind(rawValue: "gait")
    /// Postural sway while standing still, from the accelerometer.
    public static let balance = AnalysisKind(rawValue: "balance")
    /// A timed-walk trial's duration, distance and speed, or the turn between trials.
    public static let timedWalk = AnalysisKind(rawValue: "timedWalk")
    /// Tremor frequencies of one hand position, from accelerometer and gyroscope.
    public static let tremor = AnalysisKind(rawValue: "tremor")
    /// Repetitions of the 30-second chair stand, from the accelerometer of a device in a pocket.
    public static let sitToStand = AnalysisKind(rawValue: "sitToStand")
    /// A walk back and forth: the walk's gait, and its turns from the gyroscope.
    public static let walkBackAndForth = AnalysisKind(rawValue: "walkBackAndForth")
    /// The Timed Up and Go's phases and total time, from a device in a pocket.
    public static let timedUpAndGo = AnalysisKind(rawValue: "timedUpAndGo")
    /// The task's scores (`ScoreDefinition`), computed from its answers when the run completed:
    /// one entry per run, not per step.
    public static let scores = AnalysisKind(rawValue: "scores")
}
