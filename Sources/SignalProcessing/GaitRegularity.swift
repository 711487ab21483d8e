/// Moe-Nilssen step and stride regularity over sliding windows of the gait signal, in constant
/// memory.
///
/// Each window of `windowSeconds` (advanced by half its length) in which the person walked
/// throughout (a recording shorter than one window: the whole recording, if ≥ 4 s) gets the unbiased autocorrelation A(k) = Σᵢ xᵢxᵢ₊ₖ / (N − k) of its mean-removed
/// signal, normalized by A(0). With T the window's mean step interval in samples, the step
/// regularity Ad1 is the largest A(k) for k in [0.75 T, 1.25 T] and the stride regularity Ad2
/// the largest for k in [1.75 T, 2.25 T]. The lags are step and stride *periods in samples*
/// (pdkit uses the step frequency in Hz as the lag; see docs/ANALYSIS.md).
package struct GaitRegularity: Sendable {
    private let rate: Double
    private let capacity: Int
    private var ring: [Double]
    /// Values taken, and where the next one goes in `ring` (`written` modulo `capacity`, kept
    /// without a division per value).
    private var written = 0
    private var head = 0
    private var sinceWindow = 0
    private var steps: [Double] = []
    private var window: [Double]
    package private(set) var stepSum = 0.0
    package private(set) var strideSum = 0.0
    package private(set) var windows = 0

    /// Creates windows of `windowSeconds` on a grid of `rate` Hz.
    package init(rate: Double, windowSeconds: Double = 10) {
        self.rate = rate
        capacity = Int(windowSeconds * rate)
        ring = Array(repeating: 0, count: capacity)
        window = Array(repeating: 0, count: capacity)
    }

    /// Notes a step detected at `time`.
    package mutating func addStep(at time: Double) {
        steps.append(time)
    }

    /// Takes the next grid value of the gait signal at `time`.
    package mutating func add(time: Double, value: Double) {
        ring[head] = value
        head = head + 1 == capacity ? 0 : head + 1
        written += 1
        sinceWindow += 1
        guard written >= capacity, sinceWindow >= capacity / 2 else { return }
        sinceWindow = 0
        let start = time - Double(capacity - 1) / rate
        steps.removeAll { $0 < start }
        evaluate(count: capacity)
    }

    /// Evaluates a recording too short for a full window once, over all of it.
    package mutating func finish() {
        guard windows == 0, written < capacity, Double(written) >= 4 * rate else { return }
        evaluate(count: written)
    }

    private mutating func evaluate(count n: Int) {
        guard steps.count >= 4, let first = steps.first, let last = steps.last,
              last - first >= 0.6 * Double(n) / rate else { return }
        let period = (last - first) / Double(steps.count - 1) * rate
        var mean = 0.0
        // The last n values, oldest first: n ≤ capacity places before `head`, wrapping.
        var source = head - n < 0 ? head - n + capacity : head - n
        for i in 0..<n {
            window[i] = ring[source]
            mean += window[i]
            source = source + 1 == capacity ? 0 : source + 1
        }
        mean /= Double(n)
        var zero = 0.0
        for i in 0..<n {
            window[i] -= mean
            zero += window[i] * window[i]
        }
        zero /= Double(n)
        guard zero > 0 else { return }
        guard let step = peak(in: 0.75 * period, 1.25 * period, count: n, zero: zero),
              let stride = peak(in: 1.75 * period, 2.25 * period, count: n, zero: zero) else { return }
        stepSum += step
        strideSum += stride
        windows += 1
    }

    /// The largest normalized autocorrelation for lags `low` to `high` (rounded). Four lags are
    /// summed at once in SIMD lanes, each lane adding its products in the same order as a lag on
    /// its own would, so the sums are the same to the last bit.
    private func peak(in low: Double, _ high: Double, count n: Int, zero: Double) -> Double? {
        let from = max(1, Int(low.rounded()))
        let to = min(n - 1, Int(high.rounded()))
        guard from <= to else { return nil }
        var best = -Double.infinity
        window.withUnsafeBufferPointer { x in
            let base = UnsafeRawPointer(x.baseAddress!)
            var lag = from
            while lag + 3 <= to {
                var lanes = SIMD4<Double>(repeating: 0)
                let shared = n - lag - 3
                for i in 0..<shared {
                    lanes += SIMD4(repeating: x[i]) * base.loadUnaligned(fromByteOffset: (i + lag) * 8, as: SIMD4<Double>.self)
                }
                for lane in 0..<4 {
                    var sum = lanes[lane]
                    for i in shared..<(n - lag - lane) { sum += x[i] * x[i + lag + lane] }
                    best = max(best, sum / Double(n - lag - lane) / zero)
                }
                lag += 4
            }
            for rest in lag...max(lag, to) where rest <= to {
                var sum = 0.0
                for i in 0..<(n - rest) { sum += x[i] * x[i + rest] }
                best = max(best, sum / Double(n - rest) / zero)
            }
        }
        return best
    }
}
