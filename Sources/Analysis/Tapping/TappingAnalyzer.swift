import ActiveTasks
import RecordingFormat
import SignalProcessing
import TaskFamilies

/// Finger-tapping summary over touch-downs, with mhealthtools' interval and drift features.
///
/// Only taps (touches that began) are kept, 3 numbers each; moves are not stored, so memory grows
/// with the number of taps, not with the length of the recording. Formulas: docs/ANALYSIS.md.
public struct TappingAnalyzer: SampleConsumer {
    private struct Tap {
        var time: Double
        var x: Double
        var y: Double
    }

    private let layout: TappingLayout
    private var onTarget: [Tap] = []
    private var left: [Tap] = []
    private var right: [Tap] = []
    private var noneCount = 0
    private var down: [Int: Double] = [:]
    private var dwell = RunningStatistics()

    /// Creates an analyzer for taps on `layout`'s targets.
    public init(layout: TappingLayout = .standard) {
        self.layout = layout
    }

    /// Takes the next sample: touches are used.
    public mutating func consume(_ sample: Sample) {
        guard case .touch(let touch) = sample else { return }
        switch touch.phase {
        case .began:
            down[touch.touchId] = touch.timestamp
            let tap = Tap(time: touch.timestamp, x: touch.x, y: touch.y)
            switch layout.side(x: touch.x, y: touch.y) {
            case .left:
                onTarget.append(tap)
                left.append(tap)
            case .right:
                onTarget.append(tap)
                right.append(tap)
            case .none:
                noneCount += 1
            }
        case .ended:
            if let began = down.removeValue(forKey: touch.touchId) {
                dwell.add(touch.timestamp - began)
            }
        case .cancelled:
            down.removeValue(forKey: touch.touchId)
        case .moved:
            break
        }
    }

    /// The tapping summary.
    /// Whether any touch sample was consumed.
    public var hasTouches: Bool {
        !onTarget.isEmpty || noneCount > 0
    }

    /// Consumes the taps a step's tapping result lists, for a step whose taps were not recorded
    /// as touches (keys pressed in a terminal): each is a touch down at its location and time and
    /// up after its duration.
    /// - Parameter taps: The tapping result's samples, in order.
    public mutating func consume(_ taps: [TappingSample]) {
        for (index, tap) in taps.enumerated() {
            let id = -1 - index
            consume(.touch(TouchSample(timestamp: tap.timestamp, uptime: tap.timestamp, phase: .began, touchId: id,
                                       x: tap.location.x, y: tap.location.y, rawX: 0, rawY: 0)))
            consume(.touch(TouchSample(timestamp: tap.timestamp + tap.duration, uptime: tap.timestamp + tap.duration, phase: .ended,
                                       touchId: id, x: tap.location.x, y: tap.location.y, rawX: 0, rawY: 0)))
        }
    }

    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let total = onTarget.count + noneCount
        summary.set("numberTaps", count: onTarget.count)
        summary.set("numberTapsLeft", count: left.count)
        summary.set("numberTapsRight", count: right.count)
        summary.set("buttonNoneFreq", total > 0 ? Double(noneCount) / Double(total) : nil, .ratio)
        summary.set("meanDwellTime", dwell.count > 0 ? dwell.mean : nil, .seconds)
        let intervals = zip(onTarget, onTarget.dropFirst()).map { $1.time - $0.time }
        Self.describe(intervals, suffix: "TapInter", unit: .seconds, into: &summary, withSeriesFeatures: true)
        Self.describe(Self.drift(left), suffix: "DriftLeft", unit: .position, into: &summary, withSeriesFeatures: false)
        Self.describe(Self.drift(right), suffix: "DriftRight", unit: .position, into: &summary, withSeriesFeatures: false)
        summary.set("corXY", Statistics.correlation(onTarget.map(\.x), onTarget.map(\.y)), .ratio)
        if total == 0 { warnings.append("no touch-downs: tapping keys are empty") }
        if onTarget.count < 5, total > 0 {
            warnings.append("only \(onTarget.count) taps on target (mhealthtools needs 5): interval features are unreliable")
        }
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    private static func drift(_ taps: [Tap]) -> [Double] {
        zip(taps, taps.dropFirst()).map { a, b in
            ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
    }

    /// The statistics of `values` in `unit`; `tkeo` is in the unit squared, `cv` in percent and
    /// the shape and autocorrelation statistics unitless.
    private static func describe(_ values: [Double], suffix: String, unit: SummaryPrecision,
                                 into summary: inout AnalysisSummary, withSeriesFeatures: Bool) {
        summary.set("mean" + suffix, Statistics.mean(values), unit)
        summary.set("median" + suffix, Statistics.median(values), unit)
        summary.set("iqr" + suffix, Statistics.interquartileRange(values), unit)
        summary.set("min" + suffix, values.min(), unit)
        summary.set("max" + suffix, values.max(), unit)
        summary.set("sd" + suffix, Statistics.standardDeviation(values), unit)
        summary.set("mad" + suffix, Statistics.medianAbsoluteDeviation(values), unit)
        summary.set("cv" + suffix, Statistics.coefficientOfVariation(values), .percent)
        summary.set("range" + suffix, values.max().flatMap { max in values.min().map { max - $0 } }, unit)
        summary.set("skew" + suffix, Statistics.skewness(values), .ratio)
        summary.set("kur" + suffix, Statistics.kurtosis(values), .ratio)
        guard withSeriesFeatures else { return }
        summary.set("tkeo" + suffix, Statistics.meanTeagerKaiserEnergy(values), unit.squared)
        summary.set("ar1" + suffix, Statistics.autocorrelation(values, lag: 1), .ratio)
        summary.set("ar2" + suffix, Statistics.autocorrelation(values, lag: 2), .ratio)
        summary.set("fatigue10" + suffix, Statistics.fatigue(values, percent: 10), unit)
        summary.set("fatigue25" + suffix, Statistics.fatigue(values, percent: 25), unit)
        summary.set("fatigue50" + suffix, Statistics.fatigue(values, percent: 50), unit)
    }
}
