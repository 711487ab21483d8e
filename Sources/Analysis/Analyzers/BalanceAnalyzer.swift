import ActiveTasks
import Foundation
import RecordingFormat

/// Postural sway of a stand-still (rest) step from the accelerometer, orientation-independent:
/// the mean acceleration is gravity, and the sway is what remains in the horizontal plane,
/// described along its own principal axes (the device's placement decides which is
/// anterior-posterior and which medio-lateral, so neither is assumed).
///
/// Keys: `durationSeconds`, `sampleCount`, `swayRMS`, `swayRMSMajor`, `swayRMSMinor`,
/// `swayRangeMajor`, `swayRangeMinor`, `swayMeanVelocity`, `swayEllipseArea95`. The sway needs
/// the whole step's gravity before the first value can be projected, so the readings are kept
/// (four numbers each: a rest of 3 minutes at 100 Hz is 0.6 MB). Formulas: docs/ANALYSIS.md.
public struct BalanceAnalyzer: SampleConsumer {
    /// Standard gravity, metres per second squared per g.
    public static let standardGravity = 9.80665

    private var recorded = AccelerometerReadings()
    private var times: [Double] { recorded.times }
    private var readings: [(x: Double, y: Double, z: Double)] { recorded.readings }

    /// Creates an analyzer.
    public init() {}

    /// Takes the next sample: accelerometer readings (g) are used.
    public mutating func consume(_ sample: Sample) {
        recorded.consume(sample)
    }

    /// The balance summary.
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let count = readings.count
        summary.set("durationSeconds", times.last.flatMap { last in times.first.map { max(0, last - $0) } }, .seconds)
        summary.set("sampleCount", count: count)
        let sway = count >= 3 ? horizontalSway() : nil
        if sway == nil { warnings.append("\(count) accelerometer samples: sway needs 3 or more") }
        let n = Double(count)
        let (a, b, c) = sway.map { h in
            (h.reduce(0) { $0 + $1.0 * $1.0 } / n, h.reduce(0) { $0 + $1.0 * $1.1 } / n, h.reduce(0) { $0 + $1.1 * $1.1 } / n)
        } ?? (0, 0, 0)
        let spread = (((a - c) / 2) * ((a - c) / 2) + b * b).squareRoot()
        let major = (a + c) / 2 + spread, minor = max(0, (a + c) / 2 - spread)
        let angle = 0.5 * atan2(2 * b, a - c)
        let along = sway?.map { $0.0 * cos(angle) + $0.1 * sin(angle) }
        let across = sway?.map { -$0.0 * sin(angle) + $0.1 * cos(angle) }
        summary.set("swayRMS", sway.map { _ in (a + c).squareRoot() }, .g)
        summary.set("swayRMSMajor", sway.map { _ in major.squareRoot() }, .g)
        summary.set("swayRMSMinor", sway.map { _ in minor.squareRoot() }, .g)
        summary.set("swayRangeMajor", along.flatMap { values in values.max().flatMap { max in values.min().map { max - $0 } } }, .g)
        summary.set("swayRangeMinor", across.flatMap { values in values.max().flatMap { max in values.min().map { max - $0 } } }, .g)
        summary.set("swayMeanVelocity", sway.map(meanVelocity), .millimetersPerSecond)
        summary.set("swayEllipseArea95", sway.map { _ in 2 * Double.pi * Self.fQuantile95(m: n - 2) * (major * minor).squareRoot() }, .squareG)
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    /// The readings minus their mean, projected onto two orthonormal axes of the plane
    /// perpendicular to the mean (gravity), in g.
    private func horizontalSway() -> [(Double, Double)]? {
        let n = Double(readings.count)
        let mean = (x: readings.reduce(0) { $0 + $1.x } / n, y: readings.reduce(0) { $0 + $1.y } / n,
                    z: readings.reduce(0) { $0 + $1.z } / n)
        let length = (mean.x * mean.x + mean.y * mean.y + mean.z * mean.z).squareRoot()
        guard length > 0 else { return nil }
        let g = [mean.x / length, mean.y / length, mean.z / length]
        // The device axis least aligned with gravity, crossed with it, spans the plane.
        let axis = g.indices.min { abs(g[$0]) < abs(g[$1]) } ?? 0
        var helper = [0.0, 0.0, 0.0]
        helper[axis] = 1
        var e1 = cross(g, helper)
        let norm = (e1[0] * e1[0] + e1[1] * e1[1] + e1[2] * e1[2]).squareRoot()
        e1 = e1.map { $0 / norm }
        let e2 = cross(g, e1)
        return readings.map { reading in
            let d = [reading.x - mean.x, reading.y - mean.y, reading.z - mean.z]
            return (d[0] * e1[0] + d[1] * e1[1] + d[2] * e1[2], d[0] * e2[0] + d[1] * e2[1] + d[2] * e2[2])
        }
    }

    /// Mancini's mean velocity: the sway accelerations integrated over time (trapezoids, in m/s),
    /// the mean length of that velocity, in mm/s.
    private func meanVelocity(_ sway: [(Double, Double)]) -> Double {
        var velocity = (0.0, 0.0), total = 0.0
        for index in 1..<sway.count {
            let dt = max(0, times[index] - times[index - 1]) * Self.standardGravity / 2
            velocity.0 += (sway[index].0 + sway[index - 1].0) * dt
            velocity.1 += (sway[index].1 + sway[index - 1].1) * dt
            total += (velocity.0 * velocity.0 + velocity.1 * velocity.1).squareRoot()
        }
        return total / Double(sway.count) * 1000
    }

    /// The 95th percentile of Snedecor's F with 2 and `m` degrees of freedom (closed form for 2
    /// numerator degrees: (m/2)(0.05^(−2/m) − 1); 3.00 as m grows, as Prieto et al. use).
    static func fQuantile95(m: Double) -> Double {
        m / 2 * (pow(0.05, -2 / m) - 1)
    }

    private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
