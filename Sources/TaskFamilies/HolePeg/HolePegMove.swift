import ActiveTasks

/// One move of the peg: picked up with two fingers, carried and let go, in the hole (or behind
/// the line) or dropped away from it. ResearchKit keeps an `ORKHolePegTestSample` (time,
/// distance) for each move that succeeds and only counts the ones that fail
/// (`ORKHolePegTestPlaceStepViewController.m`, `saveSampleWithDistance:`); here every move is
/// kept, with ResearchKit's sample time on the ones that succeed.
public struct HolePegMove: Codable, Sendable, Equatable {
    /// When the two fingers picked the peg up, in seconds since the step began (the touch
    /// event's own time).
    public var startTime: Double
    /// When a finger lifted and let the peg go, in seconds since the step began.
    public var endTime: Double
    /// ResearchKit's sample time: seconds from the previous peg placed (or removed), or from the
    /// first pick-up, to this one; `nil` for a drop.
    public var time: Double?
    /// The straight distance between the fingers' midpoint where the peg was picked up and
    /// where it was let go, in pixels of the 800 × 480 reference screen (ResearchKit measures
    /// the same in points).
    public var distance: Double
    /// Whether the peg was let go away from the hole (or in front of the line).
    public var dropped: Bool
    /// Where the peg's centre was let go, normalized.
    public var location: SpatialSpanPoint
    /// How far the fingers turned the peg when it was let go, in degrees, clockwise positive on
    /// the screen (as UIKit's rotation gesture that ResearchKit reads).
    public var rotation: Double

    /// Creates a move.
    public init(startTime: Double, endTime: Double, time: Double?, distance: Double, dropped: Bool,
                location: SpatialSpanPoint, rotation: Double) {
        self.startTime = startTime
        self.endTime = endTime
        self.time = time
        self.distance = distance
        self.dropped = dropped
        self.location = location
        self.rotation = rotation
    }
}
