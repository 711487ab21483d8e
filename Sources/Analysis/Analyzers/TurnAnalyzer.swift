import ActiveTasks
import Foundation
import RecordingFormat

/// Turns of a walk back and forth from the gyroscope's rate about the vertical, whichever way
/// the device lies in the pocket: the vertical is gravity's direction in the device's frame (the
/// accelerometer's low-pass), the yaw rate is the angular velocity's component along it, smoothed,
/// and a turn is a run of samples whose smoothed yaw rate stays above `minimumRate` in one
/// direction and turns at least `minimumAngle` in all. The structure — yaw rate about the
/// vertical, a rate threshold, a minimum angle — is El-Gohary et al.'s (2014); the values are ours
/// (docs/ANALYSIS.md, "Walk back and forth").
///
/// Keys: `turnCount`, `meanTurnDurationSeconds`, `meanTurnAngleDegrees`, `maximumTurnRate`.
public struct TurnAnalyzer: SampleConsumer {
    /// One turn.
    public struct Turn: Sendable, Equatable {
        /// The time of its first sample, seconds on the recording's timeline.
        public var start: Double
        /// The time of its last sample.
        public var end: Double
        /// The angle turned, degrees (positive counter-clockwise about gravity's direction).
        public var angle: Double
        /// The highest smoothed yaw rate in it, degrees per second.
        public var peakRate: Double
    }

    /// The gravity filter's time constant, seconds (long beside a stride).
    public static let gravityTimeConstant = 1.0
    /// The yaw rate's smoothing time constant, seconds (a first-order low-pass at 1.6 Hz).
    public static let rateTimeConstant = 0.1
    /// The smoothed yaw rate a turn stays above, degrees per second.
    public static let minimumRate = 15.0
    /// The least angle a turn turns, degrees.
    public static let minimumAngle = 90.0

    private var accelerations: [(t: Double, x: Double, y: Double, z: Double)] = []
    private var rotations: [(t: Double, x: Double, y: Double, z: Double)] = []

    /// Creates an analyzer.
    public init() {}

    /// Takes the next sample: accelerometer (g) and gyroscope (rad/s) readings are used.
    public mutating func consume(_ sample: Sample) {
        guard case .motion(let motion) = sample else { return }
        switch motion.sensorType {
        case .accelerometer: accelerations.append((motion.timestamp, motion.x, motion.y, motion.z))
        case .gyroscope: rotations.append((motion.timestamp, motion.x, motion.y, motion.z))
        default: break
        }
    }

    /// The turns, in time order.
    public var turns: [Turn] {
        guard var gravity = accelerations.first else { return [] }
        var next = 1
        var rate = 0.0
        var previous: Double?
        var run: Turn?
        var found: [Turn] = []
        for rotation in rotations {
            // Gravity as the low-pass stands at this gyroscope sample (accelerometer samples up to its time).
            while next < accelerations.count, accelerations[next].t <= rotation.t {
                let a = accelerations[next]
                let weight = 1 - exp(-max(0, a.t - accelerations[next - 1].t) / Self.gravityTimeConstant)
                gravity = (a.t, gravity.x + weight * (a.x - gravity.x), gravity.y + weight * (a.y - gravity.y),
                           gravity.z + weight * (a.z - gravity.z))
                next += 1
            }
            let length = (gravity.x * gravity.x + gravity.y * gravity.y + gravity.z * gravity.z).squareRoot()
            let yaw = (rotation.x * gravity.x + rotation.y * gravity.y + rotation.z * gravity.z) / length * 180 / .pi
            let step = previous.map { max(0, rotation.t - $0) } ?? 0
            rate += (1 - exp(-step / Self.rateTimeConstant)) * (yaw - rate)
            if previous == nil { rate = yaw }
            previous = rotation.t
            if abs(rate) > Self.minimumRate, run.map({ ($0.angle >= 0) == (rate >= 0) }) ?? true {
                var turn = run ?? Turn(start: rotation.t, end: rotation.t, angle: 0, peakRate: 0)
                turn.end = rotation.t
                turn.angle += rate * step
                turn.peakRate = max(turn.peakRate, abs(rate))
                run = turn
            } else {
                if let ended = run, abs(ended.angle) >= Self.minimumAngle { found.append(ended) }
                run = nil
            }
        }
        if let ended = run, abs(ended.angle) >= Self.minimumAngle { found.append(ended) }
        return found
    }

    /// The turn summary.
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let turns = turns
        let count = Double(turns.count)
        summary.set("turnCount", count: turns.count)
        summary.set("meanTurnDurationSeconds", turns.isEmpty ? nil : turns.reduce(0) { $0 + $1.end - $1.start } / count, .seconds)
        summary.set("meanTurnAngleDegrees", turns.isEmpty ? nil : turns.reduce(0) { $0 + abs($1.angle) } / count, .degrees)
        summary.set("maximumTurnRate", turns.map(\.peakRate).max(), .degreesPerSecond)
        if rotations.isEmpty || accelerations.isEmpty {
            warnings.append("turns need the gyroscope and the accelerometer; \(rotations.isEmpty ? "no gyroscope" : "no accelerometer") sample was recorded")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
