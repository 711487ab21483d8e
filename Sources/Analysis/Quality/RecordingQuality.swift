import ActiveTasks
import RecordingFormat
import SignalProcessing

/// How trustworthy a recording's motion samples are, as the Digital Medicine Society's V3
/// framework asks a sensor's verification to show: per sensor the effective sampling rate beside
/// the nominal one (the median interval's), the timestamps' jitter, the gaps longer than two
/// nominal periods and the samples clipped at the accelerometer's range; the gravity norm while
/// still (an accelerometer's calibration: 1 g); and whether the device moved at all.
struct RecordingQuality {
    /// A still second's largest standard deviation of the acceleration's norm, g.
    static let stillDeviation = 0.01
    /// The least largest magnitude of an axis that a flat top counts as clipping at, g (no
    /// accelerometer's range is below ±2 g).
    static let clippingFloor = 1.5
    /// The gravity norm's tolerated distance from 1 g.
    static let gravityTolerance = 0.1

    /// The quality keys, in the order they are written.
    private(set) var summary = AnalysisSummary()
    /// The checks that failed, one sentence each.
    private(set) var failures: [String] = []

    /// The entry's error under `--strict` when a check failed.
    /// - Parameter failures: The failed checks (`failures`).
    /// - Throws: `ActivetaskError` `failedQuality` naming the first, when there is one.
    static func enforce(_ failures: [String]) throws(ActivetaskError) {
        if let failure = failures.first {
            throw ActivetaskError(.failedQuality, "quality: \(failure); analyse without --strict to have the figures with a warning")
        }
    }

    /// Measures `accelerometer` (g) and `gyroscope` (rad/s), each in time order.
    init(accelerometer: [(time: Double, value: SIMD3<Double>)], gyroscope: [(time: Double, value: SIMD3<Double>)]) {
        timing(of: accelerometer, named: "accelerometer")
        if !gyroscope.isEmpty { timing(of: gyroscope, named: "gyroscope") }
        let peak = accelerometer.map { max(abs($0.value.x), abs($0.value.y), abs($0.value.z)) }.max() ?? 0
        let clipped = peak >= Self.clippingFloor
            ? accelerometer.filter { max(abs($0.value.x), abs($0.value.y), abs($0.value.z)) >= peak * 0.999 }.count : 0
        summary.set("accelerometerClipped", count: clipped >= 3 ? clipped : 0)
        if clipped >= 3 { failures.append("\(clipped) accelerometer samples clipped at \(SummaryPrecision.g.text(peak)) g (the device's range)") }
        let norms = accelerometer.map { ($0.value * $0.value).sum().squareRoot() }
        let gravity = Self.stillNorm(norms, times: accelerometer.map(\.time))
        summary.set("gravityNorm", gravity, .g)
        if let gravity, abs(gravity - 1) > Self.gravityTolerance {
            failures.append("the gravity norm while still is \(SummaryPrecision.g.text(gravity)) g, not 1 g: the accelerometer is not calibrated (or not in g)")
        }
        let moved = (Statistics.standardDeviation(norms) ?? 0) >= Self.stillDeviation
        summary.set("notMoved", count: moved ? 0 : 1)
        if !moved { failures.append("the device did not move (was it worn?)") }
    }

    /// The rate, jitter and gaps of one sensor's timestamps.
    private mutating func timing(of readings: [(time: Double, value: SIMD3<Double>)], named sensor: String) {
        let intervals = zip(readings, readings.dropFirst()).map { $1.time - $0.time }
        let period = Statistics.median(intervals)
        let span = readings.count > 1 ? readings[readings.count - 1].time - readings[0].time : 0
        let rate = span > 0 ? Double(readings.count - 1) / span : nil
        let nominal = period.flatMap { $0 > 0 ? 1 / $0 : nil }
        let gaps = period.map { period in intervals.filter { $0 > 2 * period }.count } ?? 0
        let regular = period.map { period in intervals.filter { $0 <= 2 * period } } ?? []
        summary.set(sensor + "Rate", rate, .hertz)
        summary.set(sensor + "NominalRate", nominal, .hertz)
        summary.set(sensor + "Jitter", Statistics.standardDeviation(regular), .seconds)
        summary.set(sensor + "Gaps", count: gaps)
        if gaps > 0, let period {
            failures.append("\(gaps) gaps of more than two sample periods (\(SummaryPrecision.seconds.text(2 * period)) s) in the \(sensor)")
        }
    }

    /// The median norm of the still seconds (their norm's standard deviation below
    /// `stillDeviation`), or `nil` when the device was never still for a second.
    private static func stillNorm(_ norms: [Double], times: [Double]) -> Double? {
        var means: [Double] = []
        var start = 0
        for index in norms.indices where index == norms.count - 1 || times[index + 1] - times[start] > 1 {
            let second = Array(norms[start...index])
            if second.count > 1, let deviation = Statistics.standardDeviation(second), deviation < stillDeviation,
               let mean = Statistics.mean(second) { means.append(mean) }
            start = index + 1
        }
        return Statistics.median(means)
    }
}
