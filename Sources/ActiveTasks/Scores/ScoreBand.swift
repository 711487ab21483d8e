/// A named range of a score's values, as an instrument's manual bands its totals
/// (`[10, 14, "moderate"]`: 10 to 14 inclusive).
public struct ScoreBand: Sendable, Equatable {
    /// The lowest value in the band.
    public var lower: Double
    /// The highest value in the band.
    public var upper: Double
    /// What the band is called (`moderate`).
    public var label: String

    /// Creates a band.
    public init(_ lower: Double, _ upper: Double, _ label: String) {
        self.lower = lower
        self.upper = upper
        self.label = label
    }

    /// Whether `value` lies in the band, its ends included.
    public func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }
}
