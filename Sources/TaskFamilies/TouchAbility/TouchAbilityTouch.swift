import ActiveTasks

/// One sample of a finger's track (ResearchKit's `ORKTouchAbilityTouch`): where it was and when.
public struct TouchAbilityTouch: Codable, Sendable, Equatable {
    /// When the touch event happened (its own time), in seconds since the step began.
    public var time: Double
    /// `began`, `moved`, `ended` or `cancelled`.
    public var phase: String
    /// The horizontal position, normalized over the screen.
    public var x: Double
    /// The vertical position, normalized over the screen, downwards.
    public var y: Double

    /// Creates a sample.
    public init(time: Double, phase: String, x: Double, y: Double) {
        self.time = time
        self.phase = phase
        self.x = x
        self.y = y
    }

    /// The position.
    public var point: SpatialSpanPoint { SpatialSpanPoint(x: x, y: y) }
}
