import ActiveTasks

/// One point of a marked path: where the finger was on the grid and when.
public struct AmslerGridSample: Codable, Sendable, Equatable {
    /// Seconds since the step began: the touch event's own time (or the key press's).
    public var t: Double
    /// Grid units from the grid's left edge (0 … 1).
    public var x: Double
    /// Grid units from the grid's top edge (0 … 1).
    public var y: Double

    /// Creates a sample.
    public init(t: Double, x: Double, y: Double) {
        self.t = t
        self.x = x
        self.y = y
    }
}
