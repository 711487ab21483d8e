/// The numbers one analysis produced, in a fixed key order; a key whose value is undefined for
/// the recording (too few taps, no location) is present with a `nil` value.
public struct AnalysisSummary: Sendable, Equatable {
    /// The keys in the order they were set, which is the order they are written.
    public private(set) var keys: [String] = []
    private var values: [String: Double] = [:]

    /// Creates an empty summary.
    public init() {}

    /// The value of `key`, or `nil` when it is absent or undefined.
    public subscript(key: String) -> Double? {
        get { values[key] }
        set {
            if !keys.contains(key) { keys.append(key) }
            values[key] = newValue.flatMap { $0.isFinite ? $0 : nil }
        }
    }
}
