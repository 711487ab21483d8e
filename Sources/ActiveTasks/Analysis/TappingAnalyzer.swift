import RecordingFormat

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
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let total = onTarget.count + noneCount
        summary["numberTaps"] = Double(onTarget.count)
        summary["numberTapsLeft"] = Double(left.count)
        summary["numberTapsRight"] = Double(right.count)
        summary["buttonNoneFreq"] = total > 0 ? Double(noneCount) / Double(total) : nil
        summary["meanDwellTime"] = dwell.count > 0 ? dwell.mean : nil
        let intervals = zip(onTarget, onTarget.dropFirst()).map { $1.time - $0.time }
        Self.describe(intervals, suffix: "TapInter", into: &summary, withSeriesFeatures: true)
        Self.describe(Self.drift(left), suffix: "DriftLeft", into: &summary, withSeriesFeatures: false)
        Self.describe(Self.drift(right), suffix: "DriftRight", into: &summary, withSeriesFeatures: false)
        summary["corXY"] = Statistics.correlation(onTarget.map(\.x), onTarget.map(\.y))
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

    private static func describe(_ values: [Double], suffix: String, into summary: inout AnalysisSummary,
                                 withSeriesFeatures: Bool) {
        summary["mean" + suffix] = Statistics.mean(values)
        summary["median" + suffix] = Statistics.median(values)
        summary["iqr" + suffix] = Statistics.interquartileRange(values)
        summary["min" + suffix] = values.min()
        summary["max" + suffix] = values.max()
        summary["sd" + suffix] = Statistics.standardDeviation(values)
        summary["mad" + suffix] = Statistics.medianAbsoluteDeviation(values)
        summary["cv" + suffix] = Statistics.coefficientOfVariation(values)
        summary["range" + suffix] = values.max().flatMap { max in values.min().map { max - $0 } }
        summary["skew" + suffix] = Statistics.skewness(values)
        summary["kur" + suffix] = Statistics.kurtosis(values)
        guard withSeriesFeatures else { return }
        summary["tkeo" + suffix] = Statistics.meanTeagerKaiserEnergy(values)
        summary["ar1" + suffix] = Statistics.autocorrelation(values, lag: 1)
        summary["ar2" + suffix] = Statistics.autocorrelation(values, lag: 2)
        summary["fatigue10" + suffix] = Statistics.fatigue(values, percent: 10)
        summary["fatigue25" + suffix] = Statistics.fatigue(values, percent: 25)
        summary["fatigue50" + suffix] = Statistics.fatigue(values, percent: 50)
    }
}
