import ActiveTasks

/// A side of the body: the hand a hole-peg step is done with, or the way its peg moves
/// (ResearchKit's `ORKBodySagittal`, left or right).
public enum BodySide: String, Codable, Sendable, Equatable, CaseIterable {
    /// The left side.
    case left
    /// The right side.
    case right

    /// The other side.
    public var opposite: BodySide { self == .left ? .right : .left }
}
