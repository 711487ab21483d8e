/// Estimates the step period of the gait signal online from its autocorrelation, in constant
/// memory and with no allocation per value.
///
/// The signal is taken at about 25 Hz (every `stride`-th grid value; it is low-passed well below
/// that Nyquist frequency). The autocorrelation R(k) = Σₘ λⁿ⁻ᵐ xₘxₘ₋ₖ is kept for every lag k up
/// to `maximumLag` seconds, each term decaying with time constant `memorySeconds`, and
/// A(k) = R(k) / R(0). Every `updateSeconds` the dominant period P is the first local maximum of A
/// at a lag of at least `minimumLag` that reaches half the largest local maximum (which must exceed
/// `minimumCorrelation`: otherwise the signal is not periodic and the last period stays), refined
/// between lags by the parabola through it and its neighbours. P is a step when the device swings
/// with both legs alike and a stride (two steps) when it sits on one leg, as in a trouser pocket:
/// it is a stride when A is positive anywhere in [0.35 P, 0.65 P] (a second, different step in
/// between), and a step when A is negative throughout (half a step is anti-phase).
package struct StepPeriodEstimator: Sendable {
    /// The current step period in seconds; `nil` until the signal has been periodic once.
    package private(set) var period: Double?

    private let stride: Int
    private let spacing: Double
    private let lags: Int
    private let decay: Double
    private let minimumLag: Int
    private let minimumCorrelation: Double
    private let updateInterval: Int
    private var history: [Double]
    private var position = 0
    private var products: [Double]
    /// Grid values since the last one taken (0 ..< `stride`), values taken, and values taken
    /// since the last estimate (0 ..< `updateInterval`): counters, not divisions, per value.
    private var phase = 0
    private var taken = 0
    private var sinceUpdate = 0

    /// Creates an estimator for a signal on a grid of `rate` Hz.
    package init(rate: Double, memorySeconds: Double = 4, maximumLag: Double = 2, minimumLag: Double = 0.25,
         minimumCorrelation: Double = 0.3, updateSeconds: Double = 0.5) {
        stride = max(1, Int(rate / 25))
        let rate = rate / Double(stride)
        spacing = 1 / rate
        lags = Int((maximumLag * rate).rounded())
        decay = 1 - 1 / (memorySeconds * rate)
        self.minimumLag = max(2, Int((minimumLag * rate).rounded()))
        self.minimumCorrelation = minimumCorrelation
        updateInterval = max(1, Int((updateSeconds * rate).rounded()))
        history = Array(repeating: 0, count: 2 * (lags + 1))
        products = Array(repeating: 0, count: lags + 1)
    }

    /// Takes the next grid value; returns whether `period` was re-estimated.
    package mutating func add(_ value: Double) -> Bool {
        phase += 1
        guard phase == stride else { return false }
        phase = 0
        taken += 1
        sinceUpdate += 1
        if sinceUpdate == updateInterval { sinceUpdate = 0 }
        let length = lags + 1
        position = position == 0 ? length - 1 : position - 1
        // history[position + k] is the value k lags ago: the buffer holds every value twice.
        history[position] = value
        history[position + length] = value
        let decay = self.decay, position = self.position
        history.withUnsafeBufferPointer { history in
            let past = history.baseAddress! + position
            products.withUnsafeMutableBufferPointer { products in
                let sums = products.baseAddress!
                for k in 0..<length { sums[k] = decay * sums[k] + value * past[k] }
            }
        }
        guard taken > lags, sinceUpdate == 0 else { return false }
        return estimate()
    }

    private mutating func estimate() -> Bool {
        let zero = products[0]
        guard zero > 0 else { return false }
        func isPeak(_ k: Int) -> Bool { products[k] > products[k - 1] && products[k] >= products[k + 1] }
        var best = -Double.infinity
        for k in minimumLag..<lags where isPeak(k) { best = max(best, products[k]) }
        guard best > minimumCorrelation * zero,
              let dominant = (minimumLag..<lags).first(where: { isPeak($0) && products[$0] >= 0.5 * best }) else { return false }
        let low = Int((0.35 * Double(dominant)).rounded()), high = Int((0.65 * Double(dominant)).rounded())
        let isStride = dominant >= 2 * minimumLag && (low...high).contains { products[$0] > 0 }
        let (left, middle, right) = (products[dominant - 1], products[dominant], products[dominant + 1])
        let curvature = left - 2 * middle + right
        let lag = Double(dominant) + (curvature < 0 ? 0.5 * (left - right) / curvature : 0)
        period = lag * spacing / (isStride ? 2 : 1)
        return true
    }
}
