import ActiveTasks
import Foundation
import RecordingFormat

/// Repetitions of the 30-second chair stand (CDC STEADI; Jones, Rikli & Beam 1999) from the
/// accelerometer of a device in the front trouser pocket: the thigh is level while seated and
/// upright while standing, so the angle between gravity now and gravity while seated at the start
/// swings by about 90° with every stand.
///
/// Keys: `repetitions`, `firstStandSeconds`, `meanCycleSeconds`, `durationSeconds`. Gravity is the
/// readings' exponential low-pass (`gravityTimeConstant`); the seated reference is the mean reading
/// of the first `referenceSeconds`; a stand is counted when the tilt from that reference rises
/// above `standDegrees`, and the next only after it fell below `seatedDegrees` (hysteresis), so
/// a stand is counted once its thigh is two-thirds of the way up — the protocol counts a stand
/// more than halfway up at the end. Formulas: docs/ANALYSIS.md.
public struct SitToStandAnalyzer: SampleConsumer {
    /// The gravity filter's time constant, seconds.
    public static let gravityTimeConstant = 0.2
    /// Seconds at the start, seated, that give the seated reference.
    public static let referenceSeconds = 1.0
    /// Tilt from the seated reference above which the participant stands, degrees.
    public static let standDegrees = 60.0
    /// Tilt below which the participant is seated again, degrees.
    public static let seatedDegrees = 30.0

    private var recorded = AccelerometerReadings()
    private var times: [Double] { recorded.times }
    private var readings: [(x: Double, y: Double, z: Double)] { recorded.readings }

    /// Creates an analyzer.
    public init() {}

    /// Takes the next sample: accelerometer readings (g) are used.
    public mutating func consume(_ sample: Sample) {
        recorded.consume(sample)
    }

    /// The thigh's tilt from the seated reference at every accelerometer sample, degrees: the
    /// angle between the readings' low-pass (`gravityTimeConstant`) and the mean reading of the
    /// first `referenceSeconds`.
    public var tilts: [(time: Double, degrees: Double)] {
        guard let start = times.first else { return [] }
        let seated = readings.indices.filter { times[$0] - start < Self.referenceSeconds }.map { readings[$0] }
        let n = Double(seated.count)
        let reference = (seated.reduce(0) { $0 + $1.x } / n, seated.reduce(0) { $0 + $1.y } / n, seated.reduce(0) { $0 + $1.z } / n)
        let referenceLength = (reference.0 * reference.0 + reference.1 * reference.1 + reference.2 * reference.2).squareRoot()
        var gravity = readings[0]
        return readings.indices.map { index in
            let reading = readings[index]
            if index > 0 {
                let weight = 1 - exp(-max(0, times[index] - times[index - 1]) / Self.gravityTimeConstant)
                gravity = (gravity.x + weight * (reading.x - gravity.x), gravity.y + weight * (reading.y - gravity.y),
                           gravity.z + weight * (reading.z - gravity.z))
            }
            let length = (gravity.x * gravity.x + gravity.y * gravity.y + gravity.z * gravity.z).squareRoot()
            let cosine = (gravity.x * reference.0 + gravity.y * reference.1 + gravity.z * reference.2) / (length * referenceLength)
            return (times[index], acos(min(1, max(-1, cosine))) * 180 / .pi)
        }
    }

    /// The times of the stands counted, seconds on the recording's timeline.
    public var standTimes: [Double] {
        var standing = false
        var stands: [Double] = []
        for (time, tilt) in tilts {
            if !standing, tilt > Self.standDegrees {
                standing = true
                stands.append(time)
            } else if standing, tilt < Self.seatedDegrees {
                standing = false
            }
        }
        return stands
    }

    /// The chair-stand summary.
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let stands = standTimes
        let cycles = zip(stands.dropFirst(), stands).map { $0 - $1 }
        summary.set("repetitions", count: stands.count)
        summary.set("firstStandSeconds", stands.first.flatMap { first in times.first.map { first - $0 } }, .seconds)
        summary.set("meanCycleSeconds", cycles.isEmpty ? nil : cycles.reduce(0, +) / Double(cycles.count), .seconds)
        summary.set("durationSeconds", times.last.flatMap { last in times.first.map { max(0, last - $0) } }, .seconds)
        if readings.isEmpty { warnings.append("no accelerometer sample: no stand can be counted") }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
