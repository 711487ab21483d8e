import RecordingFormat

/// The minimum and maximum an evdev axis reports, in device units.
public struct AxisRange: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// The smallest value the axis reports (need not be 0).
    public var minimum: Int
    /// The largest value the axis reports.
    public var maximum: Int

    /// Creates a range.
    public init(minimum: Int, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `raw` mapped to [0, 1]: 0 at `minimum`, 1 at `maximum`; 0 for a range of one value.
    public func normalize(_ raw: Int) -> Double {
        guard maximum != minimum else { return 0 }
        return Double(raw - minimum) / Double(maximum - minimum)
    }

    /// `minimum..maximum`, as `activetask devices` prints it.
    public var description: String { "\(minimum)..\(maximum)" }
}
