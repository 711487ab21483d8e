/// Count, mean and n − 1 variance of a stream of values in constant memory (Welford's method).
package struct RunningStatistics: Sendable {
    package private(set) var count = 0
    package private(set) var mean = 0.0
    private var squares = 0.0

    /// Creates statistics of no values.
    package init() {}

    /// Adds one value.
    package mutating func add(_ value: Double) {
        count += 1
        let delta = value - mean
        mean += delta / Double(count)
        squares += delta * (value - mean)
    }

    /// The sample standard deviation (n − 1), or `nil` below two values.
    package var standardDeviation: Double? {
        count >= 2 ? (squares / Double(count - 1)).squareRoot() : nil
    }
}
