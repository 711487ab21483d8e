import ActiveTasks

/// The numbers one analysis produced, in a fixed key order, each with the precision it is written
/// to; a key whose value is undefined for the recording (too few taps, no location) is present
/// with a `nil` value. Values are kept unrounded; `text(_:)` rounds them for output. A few keys
/// hold a name instead of a number (`phq9_total_band`: `moderate`), `label(_:)`.
public struct AnalysisSummary: Sendable, Equatable {
    /// The keys in the order they were set, which is the order they are written.
    public private(set) var keys: [String] = []
    private var values: [String: Double] = [:]
    private var precisions: [String: SummaryPrecision] = [:]
    private var labels: [String: String] = [:]

    /// Creates an empty summary.
    public init() {}

    /// The value of `key`, or `nil` when it is absent or undefined.
    public subscript(key: String) -> Double? {
        values[key]
    }

    /// The precision `key` is written to, or `nil` when it is absent.
    public func precision(of key: String) -> SummaryPrecision? {
        precisions[key]
    }

    /// Sets `key` (appending it to `keys` the first time); a non-finite value is undefined.
    /// - Parameters:
    ///   - key: The summary key.
    ///   - value: Its value, or `nil` when undefined.
    ///   - precision: How finely it is written.
    public mutating func set(_ key: String, _ value: Double?, _ precision: SummaryPrecision) {
        if precisions[key] == nil { keys.append(key) }
        values[key] = value.flatMap { $0.isFinite ? $0 : nil }
        precisions[key] = precision
    }

    /// Sets `key` to a name (appending it to `keys` the first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - label: The name, or `nil` when undefined.
    public mutating func set(_ key: String, label: String?) {
        if !keys.contains(key) { keys.append(key) }
        labels[key] = label
    }

    /// The name `key` holds, or `nil` when it holds a number or nothing.
    public func label(_ key: String) -> String? {
        labels[key]
    }

    /// Sets the count `key`.
    /// - Parameters:
    ///   - key: The summary key.
    ///   - count: Its value.
    public mutating func set(_ key: String, count: Int) {
        set(key, Double(count), .count)
    }

    /// The value of `key` as written (rounded to its precision), or `nil` when it is undefined.
    public func text(_ key: String) -> String? {
        guard let value = values[key], let precision = precisions[key] else { return nil }
        return precision.text(value)
    }
}
