import ActiveTasks
import Foundation
import RecordingFormat
import SignalProcessing

/// How trustworthy a recording's motion samples are, as the Digital Medicine Society's V3
/// framework asks a sensor's verification to show, measured sample by sample in constant memory as
/// the analysis reads the chunks (`TargetFeed`): per sensor the effective sampling rate beside the
/// nominal one (`SensorTiming`), the timestamps' jitter and the gaps longer than two nominal
/// periods; the accelerometer's samples clipped at its range (`AccelerometerRange`, from the
/// chunk header; else at a flat top of the largest magnitude); the gravity norm while still (an
/// accelerometer's calibration: 1 g); and whether the device moved at all (a device lying unworn
/// on a table does not).
struct RecordingQuality {
    /// The sensors whose samples are measured.
    static let sensors: Set<SensorType> = [.accelerometer, .gyroscope]
    /// A still second's largest standard deviation of the acceleration's norm, g.
    static let stillDeviation = 0.01
    /// The largest standard deviation of every axis of a device that did not move, g: van Hees et
    /// al. 2011's non-wear criterion (3 mg; PLoS ONE 6(7):e22922).
    static let notMovedDeviation = 0.003
    /// The least largest magnitude of an axis that a flat top counts as clipping at, g (no
    /// accelerometer's range is below ±2 g), when the chunk header does not give the range.
    static let clippingFloor = 1.5
    /// The least samples at the range that count as clipping.
    static let clippingCount = 3
    /// The gravity norm's tolerated distance from 1 g.
    static let gravityTolerance = 0.1

    private var accelerometer = SensorTiming()
    private var gyroscope = SensorTiming()
    private var range: AccelerometerRange?
    /// Samples at the header's range, or at the flat top `peak`.
    private var clipped = 0
    private var peak = 0.0
    private var axes = (x: RunningStatistics(), y: RunningStatistics(), z: RunningStatistics())
    /// The current second's norms, and the mean of each still second's.
    private var second = RunningStatistics()
    private var secondStart: Double?
    private var stillNorm = RunningStatistics()

    /// A quality that has measured nothing.
    init() {}

    /// Takes what the header of a chunk about to be read says: the nominal rate its device was set
    /// to (`sampling_frequency`) and the accelerometer's range.
    mutating func note(_ header: ChunkHeader) {
        if let rate = header.device.details["sampling_frequency"].flatMap(Double.init) {
            if header.sensorTypes.contains(.accelerometer) { accelerometer.declare(rate: rate) }
            if header.sensorTypes.contains(.gyroscope) { gyroscope.declare(rate: rate) }
        }
        if header.sensorTypes.contains(.accelerometer), let range = AccelerometerRange(header.device) { self.range = range }
    }

    /// Takes the next accelerometer (g) or gyroscope (rad/s) reading.
    mutating func consume(motion: MotionSample) {
        switch motion.sensorType {
        case .accelerometer:
            accelerometer.add(motion.timestamp)
            consume(acceleration: motion)
        case .gyroscope: gyroscope.add(motion.timestamp)
        default: break
        }
    }

    /// The quality keys, in the order they are written, or `nil` when no motion was read.
    var summary: AnalysisSummary? {
        guard accelerometer.count + gyroscope.count > 0 else { return nil }
        var summary = AnalysisSummary()
        for (sensor, timing) in [("accelerometer", accelerometer), ("gyroscope", gyroscope)] where timing.count > 0 {
            summary.set(sensor + "Rate", timing.effectiveRate, .hertz)
            summary.set(sensor + "NominalRate", timing.nominalRate, .hertz)
            summary.set(sensor + "Jitter", timing.jitter, .seconds)
            summary.set(sensor + "Gaps", count: timing.gaps)
        }
        guard accelerometer.count > 0 else { return summary }
        summary.set("accelerometerClipped", count: clippedCount)
        summary.set("gravityNorm", gravityNorm, .g)
        summary.set("notMoved", count: moved ? 0 : 1)
        return summary
    }

    /// The checks that failed, one sentence each.
    var failures: [String] {
        var failures: [String] = []
        for (sensor, timing) in [("accelerometer", accelerometer), ("gyroscope", gyroscope)] where timing.gaps > 0 {
            let period = timing.nominalRate.map { 2 / $0 } ?? 0
            failures.append("\(timing.gaps) gaps of more than two sample periods (\(SummaryPrecision.seconds.text(period)) s) in the \(sensor)")
        }
        guard accelerometer.count > 0 else { return failures }
        if clippedCount > 0 {
            let at = range.map { "at ±\(SummaryPrecision.g.text($0.bounds.upperBound)) g (the device's range in its chunk header)" }
                ?? "at \(SummaryPrecision.g.text(peak)) g (the device's range)"
            failures.append("\(clippedCount) accelerometer samples clipped \(at)")
        }
        if let gravityNorm, abs(gravityNorm - 1) > Self.gravityTolerance {
            failures.append("the gravity norm while still is \(SummaryPrecision.g.text(gravityNorm)) g, not 1 g: the accelerometer is not calibrated (or not in g)")
        }
        if !moved { failures.append("the device did not move (was it worn?)") }
        return failures
    }

    /// The entry's error under `--strict` when a check failed.
    /// - Parameter failures: The failed checks (`failures`).
    /// - Throws: `ActivetaskError` `failedQuality` naming the first, when there is one.
    static func enforce(_ failures: [String]) throws(ActivetaskError) {
        if let failure = failures.first {
            throw ActivetaskError(.failedQuality, "quality: \(failure); analyse without --strict to have the figures with a warning")
        }
    }

    /// Counts clipping, the axes' spread and the still seconds' norms.
    private mutating func consume(acceleration motion: MotionSample) {
        axes.x.add(motion.x)
        axes.y.add(motion.y)
        axes.z.add(motion.z)
        if let range {
            if range.clips(motion.x) || range.clips(motion.y) || range.clips(motion.z) { clipped += 1 }
        } else {
            // A flat top: the samples within 0.1 % of the largest magnitude so far (a new largest
            // magnitude beyond that starts the count again).
            let magnitude = max(abs(motion.x), abs(motion.y), abs(motion.z))
            if magnitude > peak {
                clipped = magnitude * 0.999 > peak ? 1 : clipped + 1
                peak = magnitude
            } else if magnitude >= peak * 0.999 {
                clipped += 1
            }
        }
        if let start = secondStart, motion.timestamp - start <= 1 {
            second.add((motion.x * motion.x + motion.y * motion.y + motion.z * motion.z).squareRoot())
            return
        }
        closeSecond()
        secondStart = motion.timestamp
        second = RunningStatistics()
        second.add((motion.x * motion.x + motion.y * motion.y + motion.z * motion.z).squareRoot())
    }

    /// Counts the current second's mean norm when the device was still in it.
    private mutating func closeSecond() {
        if let deviation = second.standardDeviation, deviation < Self.stillDeviation { stillNorm.add(second.mean) }
    }

    /// The samples clipped, when they are at least `clippingCount` (and, without a header's range,
    /// at a magnitude of `clippingFloor` or more).
    private var clippedCount: Int {
        guard range != nil || peak >= Self.clippingFloor else { return 0 }
        return clipped >= Self.clippingCount ? clipped : 0
    }

    /// The mean norm of the still seconds, or `nil` when the device was never still for a second.
    private var gravityNorm: Double? {
        var closed = self
        closed.closeSecond()
        return closed.stillNorm.count > 0 ? closed.stillNorm.mean : nil
    }

    /// Whether any axis varied by `notMovedDeviation` or more.
    private var moved: Bool {
        [axes.x, axes.y, axes.z].contains { ($0.standardDeviation ?? 0) >= Self.notMovedDeviation }
    }
}
