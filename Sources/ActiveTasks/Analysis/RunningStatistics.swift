/// Count, mean and n − 1 variance of a stream of values in constant memory (Welford's method).
struct RunningStatistics: Sendable {
    private(set) var count = 0
    private(set) var mean = 0.0
    private var squares = 0.0

    /// Adds one value.
    mutating func add(_ value: Double) {
        count += 1
        let delta = value - mean
        mean += delta / Double(count)
        squares += delta * (value - mean)
    }

    /// The sample standard deviation (n − 1), or `nil` below two values.
    var standardDeviation: Double? {
        count >= 2 ? (squares / Double(count - 1)).squareRoot() : nil
    }
}
