import SignalProcessing

/// The timing of one sensor's readings, measured as they arrive in constant memory: the effective
/// rate (readings less one over their span), the nominal rate (the chunk header's sampling
/// frequency, else one over the median of the first `estimateCount` intervals), the jitter
/// (standard deviation of the intervals of at most two nominal periods) and the gaps (intervals
/// longer than that).
struct SensorTiming {
    /// How many first intervals estimate the nominal period when no header gives it.
    static let estimateCount = 100

    /// The readings so far.
    private(set) var count = 0
    private var first: Double?
    private var last: Double?
    /// The first intervals, kept until the nominal period is known.
    private var pending: [Double] = []
    private var period: Double?
    private var regular = RunningStatistics()
    private var gapCount = 0

    /// Takes the nominal rate a chunk header gives, unless a reading came before it.
    /// - Parameter rate: The sampling frequency the device was set to, Hz.
    mutating func declare(rate: Double) {
        guard rate > 0, count == 0 else { return }
        period = 1 / rate
    }

    /// Takes the next reading's timestamp, seconds.
    mutating func add(_ time: Double) {
        count += 1
        if first == nil { first = time }
        defer { last = time }
        guard let last else { return }
        let interval = time - last
        guard let period else {
            pending.append(interval)
            if pending.count == Self.estimateCount { settle() }
            return
        }
        measure(interval, period: period)
    }

    /// The effective rate, Hz, or `nil` before two readings.
    var effectiveRate: Double? {
        guard let first, let last, last > first else { return nil }
        return Double(count - 1) / (last - first)
    }

    /// The nominal rate, Hz, or `nil` before two readings (without a header's).
    var nominalRate: Double? {
        settled.period.flatMap { $0 > 0 ? 1 / $0 : nil }
    }

    /// The jitter, seconds, or `nil` below two regular intervals.
    var jitter: Double? {
        settled.regular.standardDeviation
    }

    /// The intervals longer than two nominal periods.
    var gaps: Int {
        settled.gapCount
    }

    /// This timing with the pending intervals measured against their median.
    private var settled: SensorTiming {
        var settled = self
        settled.settle()
        return settled
    }

    /// Fixes the period from the pending intervals' median and measures them.
    private mutating func settle() {
        guard period == nil, let median = Statistics.median(pending), median > 0 else { return }
        period = median
        for interval in pending { measure(interval, period: median) }
        pending = []
    }

    /// Counts `interval` as a gap or adds it to the jitter.
    private mutating func measure(_ interval: Double, period: Double) {
        if interval > 2 * period { gapCount += 1 } else { regular.add(interval) }
    }
}
