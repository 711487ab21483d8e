import ActiveTasks

/// One tap on a circle of a Trail Making step (ResearchKit's `ORKTrailmakingTap`,
/// `ORKTrailmakingResult.h` lines 83–93: `timestamp`, `index`, `incorrect`), with the circle's
/// label and where the finger came down.
public struct TrailMakingTap: Codable, Sendable, Equatable {
    /// When the finger came down (the touch event's own time) or the key was pressed, in seconds
    /// since the step began.
    public var timestamp: Double
    /// The circle tapped: its place in the order, from 0.
    public var index: Int
    /// The circle's label (`7`, `C`).
    public var label: String
    /// Whether it was not the circle due next: an error, which does not advance the trail.
    public var incorrect: Bool
    /// Where the finger came down, in normalized screen units; `nil` for a key.
    public var location: SpatialSpanPoint?

    /// Creates a tap.
    public init(timestamp: Double, index: Int, label: String, incorrect: Bool, location: SpatialSpanPoint? = nil) {
        self.timestamp = timestamp
        self.index = index
        self.label = label
        self.incorrect = incorrect
        self.location = location
    }
}
