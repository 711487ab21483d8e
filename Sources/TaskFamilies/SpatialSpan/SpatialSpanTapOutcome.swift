import ActiveTasks

/// What one tap did to a spatial span game.
public enum SpatialSpanTapOutcome: Sendable, Equatable {
    /// The tap missed every target or hit one already repeated; it is recorded and changes nothing.
    case ignored
    /// The tap was the next target; the game goes on.
    case correct(points: Int)
    /// The tap completed the sequence; `points` include the round bonus.
    case success(points: Int)
    /// The tap hit a wrong target; the game is lost.
    case failure
}
