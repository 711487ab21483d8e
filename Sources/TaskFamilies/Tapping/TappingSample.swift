import ActiveTasks

/// One tap of the two-finger tapping step.
public struct TappingSample: Codable, Sendable, Equatable {
    /// Seconds since the step's first on-target tap.
    public var timestamp: Double
    /// Seconds the finger stayed down (0 for a key press).
    public var duration: Double
    /// The target the tap landed in: `left`, `right` or `none`.
    public var buttonIdentifier: TapSide
    /// Where the finger came down, in normalized screen units (x to the right, y downwards); the
    /// target's centre for a key press.
    public var location: SpatialSpanPoint
    /// The key pressed instead of a touch (`f`, `j` in `present`); absent for a touch.
    public var key: String?

    /// Creates a sample.
    public init(timestamp: Double, duration: Double, buttonIdentifier: TapSide, location: SpatialSpanPoint, key: String? = nil) {
        self.timestamp = timestamp
        self.duration = duration
        self.buttonIdentifier = buttonIdentifier
        self.location = location
        self.key = key
    }
}
