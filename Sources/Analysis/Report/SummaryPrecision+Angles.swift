extension SummaryPrecision {
    /// Angles in degrees: 0.1°.
    public static let degrees = SummaryPrecision(decimals: 1, unit: "deg")
    /// Angular velocities in degrees per second: 0.1 °/s.
    public static let degreesPerSecond = SummaryPrecision(decimals: 1, unit: "deg/s")
}
