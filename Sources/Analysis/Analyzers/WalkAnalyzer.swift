import SignalProcessing
import ActiveTasks
import RecordingFormat

/// Gait summary of a walk recording, computed sample by sample in constant memory and
/// independent of how the device is held (it uses the magnitude of the acceleration only).
///
/// Keys: `stepCount`, `cadence`, `durationSeconds`, `walkingSeconds`, `meanStepInterval`,
/// `stepIntervalCV`, `stepRegularity`, `strideRegularity`, `symmetry`, `distanceMeters`,
/// `speed`. Formulas and references are in docs/ANALYSIS.md.
public struct WalkAnalyzer: SampleConsumer {
    /// Step intervals longer than this (seconds) separate walking bouts and are not intervals.
    public static let maximumStepInterval = 2.0
    /// A count of steps: whole, in UCUM's annotation `{steps}` (FHIR's Quantity and every output alike).
    static let steps = SummaryPrecision(decimals: 0, unit: "{steps}")

    private var signal: GaitSignal
    private var detector: StepDetector
    private var regularity: GaitRegularity
    private var location = LocationDistance()
    private var intervals = RunningStatistics()
    private var stepCount = 0
    private var lastStep: Double?
    private var firstTime: Double?
    private var lastTime: Double?

    /// Creates an analyzer; the gait signal is resampled at `rate` Hz.
    public init(rate: Double = 50) {
        signal = GaitSignal(rate: rate)
        detector = StepDetector(rate: rate)
        regularity = GaitRegularity(rate: rate)
    }

    /// Takes the next sample: accelerometer readings and location fixes are used.
    public mutating func consume(_ sample: Sample) {
        switch sample {
        case .motion(let motion):
            consume(motion: motion)
        case .location(let fix):
            location.add(fix)
        default:
            break
        }
    }

    /// Takes the next motion reading: accelerometer readings are used.
    public mutating func consume(motion: MotionSample) {
        if motion.sensorType == .accelerometer {
            addAcceleration(time: motion.timestamp, x: motion.x, y: motion.y, z: motion.z)
        }
    }

    /// Takes one accelerometer reading in g at `time` seconds.
    public mutating func addAcceleration(time: Double, x: Double, y: Double, z: Double) {
        if firstTime == nil { firstTime = time }
        lastTime = time
        var chain = signal
        chain.add(time: time, x: x, y: y, z: z) { time, dynamic, smoothed in
            if let step = detector.add(time: time, value: smoothed) {
                countStep(at: step)
            }
            regularity.add(time: time, value: dynamic)
        }
        signal = chain
    }

    private mutating func countStep(at time: Double) {
        stepCount += 1
        regularity.addStep(at: time)
        if let lastStep, time - lastStep <= Self.maximumStepInterval {
            intervals.add(time - lastStep)
        }
        lastStep = time
    }

    /// The walk summary.
    public func finish() -> AnalysisResult {
        var analyzer = self
        if let step = detector.pendingStep { analyzer.countStep(at: step) }
        return analyzer.summary()
    }

    private func summary() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let duration = firstTime.flatMap { first in lastTime.map { $0 - first } }
        summary.set("stepCount", Double(stepCount), Self.steps)
        let meanInterval = intervals.count > 0 ? intervals.mean : nil
        summary.set("cadence", meanInterval.map { 60 / $0 }, .perMinute)
        summary.set("durationSeconds", duration, .seconds)
        let walking = intervals.count > 0 ? intervals.mean * Double(intervals.count) : nil
        summary.set("walkingSeconds", walking, .seconds)
        summary.set("meanStepInterval", meanInterval, .seconds)
        summary.set("stepIntervalCV", intervals.standardDeviation.flatMap { sd in meanInterval.map { sd / $0 * 100 } }, .percent)
        var regularity = self.regularity
        regularity.finish()
        let windows = Double(regularity.windows)
        let step = regularity.windows > 0 ? regularity.stepSum / windows : nil
        let stride = regularity.windows > 0 ? regularity.strideSum / windows : nil
        summary.set("stepRegularity", step, .ratio)
        summary.set("strideRegularity", stride, .ratio)
        summary.set("symmetry", step.flatMap { a in stride.map { a / $0 } }, .ratio)
        if firstTime == nil { warnings.append("no accelerometer samples: gait keys are empty") }
        if regularity.windows == 0, stepCount > 0 {
            warnings.append("no stretch of continuous walking of 4 s or more: regularity and symmetry are empty")
        }
        if location.fixes >= 2 {
            summary.set("distanceMeters", location.distance, .meters)
            summary.set("speed", walking.map { location.distance / $0 }, .metersPerSecond)
        } else {
            summary.set("distanceMeters", nil, .meters)
            summary.set("speed", nil, .metersPerSecond)
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }
}
