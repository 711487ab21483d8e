import ActiveTasks

/// One touch during a spatial span game.
public struct SpatialSpanTouchSample: Codable, Sendable, Equatable {
    /// Seconds since the game's touch phase began.
    public var timestamp: Double
    /// The 0-based index of the target touched, or −1 when the touch hit no target.
    public var targetIndex: Int
    /// Where the finger came down, in the targets' coordinate space.
    public var location: SpatialSpanPoint
    /// Whether the touch was the next target of the sequence.
    public var correct: Bool

    /// Creates a touch sample.
    public init(timestamp: Double, targetIndex: Int, location: SpatialSpanPoint, correct: Bool) {
        self.timestamp = timestamp
        self.targetIndex = targetIndex
        self.location = location
        self.correct = correct
    }
}
