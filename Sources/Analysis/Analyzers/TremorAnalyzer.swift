import ActiveTasks
import RecordingFormat

/// Tremor of one hand position from the accelerometer and the gyroscope: the dominant frequency
/// of each sensor's motion and the share of its power in the rest/postural tremor band
/// (3.5–7.5 Hz) and in the 7.5–12 Hz band, from Welch spectra (`TremorSpectrum`).
///
/// Keys: `durationSeconds`, then for `acc` and `gyro`: `…DominantFrequency`, `…ShareLowBand`,
/// `…ShareHighBand`. Formulas and references: docs/ANALYSIS.md.
public struct TremorAnalyzer: SampleConsumer {
    /// The rest and postural tremor band, Hz (lower bound included, upper excluded).
    public static let lowBand = 3.5..<7.5
    /// The band above it, Hz (lower bound included, upper excluded).
    public static let highBand = 7.5..<12.0

    private var accelerometer = TremorSpectrum()
    private var gyroscope = TremorSpectrum()
    private var firstTime: Double?
    private var lastTime: Double?

    /// Creates an analyzer.
    public init() {}

    /// Takes the next sample: accelerometer and gyroscope readings are used.
    public mutating func consume(_ sample: Sample) {
        guard case .motion(let motion) = sample else { return }
        switch motion.sensorType {
        case .accelerometer: accelerometer.add(time: motion.timestamp, x: motion.x, y: motion.y, z: motion.z)
        case .gyroscope: gyroscope.add(time: motion.timestamp, x: motion.x, y: motion.y, z: motion.z)
        default: return
        }
        firstTime = min(firstTime ?? motion.timestamp, motion.timestamp)
        lastTime = max(lastTime ?? motion.timestamp, motion.timestamp)
    }

    /// The tremor summary.
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        summary.set("durationSeconds", firstTime.flatMap { first in lastTime.map { $0 - first } }, .seconds)
        for (prefix, name, spectrum) in [("acc", "accelerometer", accelerometer), ("gyro", "gyroscope", gyroscope)] {
            let finished = spectrum.finished()
            let total = finished.power.reduce(0, +)
            let defined = finished.segments > 0 && total > 0
            if !defined { warnings.append("less than 1 s of \(name) motion: its tremor keys are empty") }
            let peak = finished.power.indices.max { finished.power[$0] < finished.power[$1] }
            summary.set(prefix + "DominantFrequency", defined ? peak.map { TremorSpectrum.frequencies[$0] } : nil, .hertz)
            for (key, band) in [("ShareLowBand", Self.lowBand), ("ShareHighBand", Self.highBand)] {
                let inBand = zip(TremorSpectrum.frequencies, finished.power).filter { band.contains($0.0) }.reduce(0) { $0 + $1.1 }
                summary.set(prefix + key, defined ? inBand / total : nil, .ratio)
            }
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
