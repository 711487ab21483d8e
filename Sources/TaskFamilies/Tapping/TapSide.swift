import ActiveTasks

/// Which target a tap landed in.
public enum TapSide: String, Sendable, Equatable, Codable {
    /// The left target.
    case left
    /// The right target.
    case right
    /// Neither target.
    case none
}
