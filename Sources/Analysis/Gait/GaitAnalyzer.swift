import ActiveTasks
import RecordingFormat
import SignalProcessing

/// Gait a researcher can publish, from a sensor on the lower back: walking bouts, their strides,
/// cadence, stride duration, stride length, walking speed and turns, and the recording's totals.
/// It keeps the accelerometer and gyroscope readings (40 bytes each, 29 MB for an hour of both
/// at 100 Hz) because its filters run forwards and backwards over the whole signal.
///
/// Keys: `walkingBouts` (one object per bout in time order: `start`, `end`, `durationSeconds`,
/// `steps`, `strides`, `cadence`, `strideDuration`, `strideLength`, `walkingSpeed`, `turns`,
/// `turnAngles`, `turnDurations`, `initialContacts`), then `durationSeconds`, `walkingSeconds`,
/// `boutCount`, `strideCount`, the median and 95th centile over all strides of `cadence`,
/// `strideDuration`, `strideLength` and `walkingSpeed` (`cadenceMedian`, `cadenceP95`, …),
/// and `sensorHeight` (the entry's `quality` is put beside them by `TargetFeed`). The steps and their sources are in `GaitPipeline` and docs/ANALYSIS.md, "Gait".
public struct GaitAnalyzer: SampleConsumer {
    /// The gyroscope's rate may differ from the accelerometer's by this share and be one rate.
    public static let rateTolerance = 0.05

    private let body: BodyMeasures
    private var accelerometer: [(time: Double, value: SIMD3<Double>)] = []
    private var gyroscope: [(time: Double, value: SIMD3<Double>)] = []

    /// Creates an analyzer for the person `body` describes.
    /// - Parameter body: The sensor's or the body's height, for stride lengths and speeds.
    public init(body: BodyMeasures = BodyMeasures()) {
        self.body = body
    }

    /// Takes the next sample: accelerometer (g) and gyroscope (rad/s) readings are kept.
    public mutating func consume(_ sample: Sample) {
        guard case .motion(let motion) = sample else { return }
        consume(motion: motion)
    }

    /// Takes the next accelerometer or gyroscope reading.
    public mutating func consume(motion: MotionSample) {
        switch motion.sensorType {
        case .accelerometer: accelerometer.append((motion.timestamp, SIMD3(motion.x, motion.y, motion.z)))
        case .gyroscope: gyroscope.append((motion.timestamp, SIMD3(motion.x, motion.y, motion.z)))
        default: break
        }
    }

    /// Checks that the body measures are a person's and that the readings can give gait at all.
    /// - Throws: `ActivetaskError`: `invalidParameter` for a sensor or body height out of human
    ///   range; `nothingToAnalyse` when there is no accelerometer, when the recording is shorter
    ///   than one gait window, or when the gyroscope runs at another rate.
    public func check() throws(ActivetaskError) {
        try body.validate()
        guard let first = accelerometer.first, let last = accelerometer.last else {
            throw ActivetaskError(.nothingToAnalyse, "no accelerometer samples: gait needs a lower-back accelerometer; record one (an accelerometer recorder, or --accelerometer DEV)")
        }
        let seconds = last.time - first.time
        guard seconds >= GaitSequenceDetector.windowSeconds else {
            throw ActivetaskError(.nothingToAnalyse, "the recording lasts \(SummaryPrecision.seconds.text(seconds)) s, too short for a stride: "
                                  + "gait needs at least \(GaitSequenceDetector.windowSeconds) s of accelerometer samples")
        }
        if let accelerometerRate = Self.rate(of: accelerometer), let gyroscopeRate = Self.rate(of: gyroscope),
           abs(gyroscopeRate - accelerometerRate) > Self.rateTolerance * accelerometerRate {
            throw ActivetaskError(.nothingToAnalyse, "the gyroscope runs at \(SummaryPrecision.hertz.text(gyroscopeRate)) Hz and the accelerometer at "
                                  + "\(SummaryPrecision.hertz.text(accelerometerRate)) Hz: record both at one rate (--frequency), or remove the gyroscope's chunks to analyse without turns")
        }
    }

    /// The nominal rate of `readings` (one over the median interval, so that a gap does not
    /// change it), Hz, or `nil` for fewer than two.
    private static func rate(of readings: [(time: Double, value: SIMD3<Double>)]) -> Double? {
        Statistics.median(zip(readings, readings.dropFirst()).map { $1.time - $0.time }).flatMap { $0 > 0 ? 1 / $0 : nil }
    }

    /// The gait summary.
    public func finish() -> AnalysisResult {
        var warnings: [String] = []
        let length = body.pendulumLength
        if let note = length?.note { warnings.append(note) }
        if length == nil {
            warnings.append("stride length and walking speed are null: give --sensor-height (metres from the ground to the sensor) or --height (body height)")
        }
        if gyroscope.isEmpty { warnings.append("turns are null: no gyroscope was recorded") }
        let grid = MotionGrid(accelerometer: accelerometer, gyroscope: gyroscope, rate: GaitPipeline.rate)
        let bouts = GaitPipeline.bouts(in: grid, sensorHeight: length?.metres)
        if bouts.isEmpty, !accelerometer.isEmpty {
            warnings.append("no walking bout of \(WalkingBoutAssembler.minimumStrides) strides or more was found")
        }
        var summary = AnalysisSummary()
        summary.set("walkingBouts", items: bouts.map { bout(of: $0) })
        let duration = accelerometer.last.map { last in last.time - accelerometer[0].time }
        summary.set("durationSeconds", duration, GaitUnits.total("durationSeconds"))
        summary.set("walkingSeconds", bouts.reduce(0) { $0 + $1.duration }, GaitUnits.total("walkingSeconds"))
        summary.set("boutCount", count: bouts.count)
        let strides = bouts.flatMap(\.strides)
        summary.set("strideCount", count: strides.count)
        let measures: [(key: String, values: [Double])] = [
            ("cadence", strides.map { 120 / $0.duration }),
            ("strideDuration", strides.map(\.duration)),
            ("strideLength", strides.compactMap(\.length)),
            ("walkingSpeed", strides.compactMap(\.speed)),
        ]
        for measure in measures {
            summary.set(measure.key + "Median", Statistics.median(measure.values), GaitUnits.total(measure.key + "Median"))
            summary.set(measure.key + "P95", Statistics.quantile(measure.values, 0.95), GaitUnits.total(measure.key + "P95"))
        }
        summary.set("sensorHeight", length?.metres, GaitUnits.total("sensorHeight"))
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    /// One bout's object in `walkingBouts`.
    private func bout(of bout: WalkingBout) -> AnalysisSummary {
        var summary = AnalysisSummary()
        summary.set("start", bout.start, GaitUnits.bout("start"))
        summary.set("end", bout.end, GaitUnits.bout("end"))
        summary.set("durationSeconds", bout.duration, GaitUnits.bout("durationSeconds"))
        summary.set("steps", count: bout.steps)
        summary.set("strides", count: bout.strides.count)
        summary.set("cadence", bout.cadence, GaitUnits.bout("cadence"))
        summary.set("strideDuration", bout.strideDuration, GaitUnits.bout("strideDuration"))
        summary.set("strideLength", bout.strideLength, GaitUnits.bout("strideLength"))
        summary.set("walkingSpeed", bout.walkingSpeed, GaitUnits.bout("walkingSpeed"))
        let turns = gyroscope.isEmpty ? nil : bout.turns
        summary.set("turns", turns.map { Double($0.count) }, GaitUnits.bout("turns"))
        summary.set("turnAngles", values: turns?.map(\.angle), GaitUnits.bout("turnAngles"))
        summary.set("turnDurations", values: turns?.map { $0.end - $0.start }, GaitUnits.bout("turnDurations"))
        summary.set("initialContacts", values: bout.initialContacts, GaitUnits.bout("initialContacts"))
        return summary
    }
}
