import ActiveTasks

/// A swipe's direction on the screen (`UISwipeGestureRecognizerDirection` in ResearchKit's
/// `ORKTouchAbilitySwipeTrial`).
public enum SwipeDirection: String, Codable, Sendable, CaseIterable {
    /// Towards the top of the screen.
    case up
    /// Towards the bottom of the screen.
    case down
    /// Towards the left edge.
    case left
    /// Towards the right edge.
    case right

    /// The direction of a movement by `dx`, `dy` pixels (y downwards): along the larger of the
    /// two, or `nil` when the movement is shorter than `TouchAbilityLayout.minimumSwipeDistance`.
    /// - Parameters:
    ///   - dx: Pixels to the right.
    ///   - dy: Pixels downwards.
    public static func of(dx: Double, dy: Double) -> SwipeDirection? {
        guard (dx * dx + dy * dy).squareRoot() >= TouchAbilityLayout.minimumSwipeDistance else { return nil }
        if abs(dx) >= abs(dy) { return dx > 0 ? .right : .left }
        return dy > 0 ? .down : .up
    }

    /// A unit step in this direction, in pixels (y downwards).
    public var unit: (dx: Double, dy: Double) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}
