import ActiveTasks

/// Where the tapping task's two targets are, in normalized screen units (x to the right, y
/// downwards, both in [0, 1]).
public struct TappingLayout: Sendable, Equatable {
    /// An axis-aligned rectangle given by its centre and size.
    public struct Target: Sendable, Equatable, Codable {
        /// The centre's x.
        public var centerX: Double
        /// The centre's y.
        public var centerY: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a target.
        public init(centerX: Double, centerY: Double, width: Double, height: Double) {
            self.centerX = centerX
            self.centerY = centerY
            self.width = width
            self.height = height
        }

        /// Whether the point lies in the target (edges included).
        public func contains(x: Double, y: Double) -> Bool {
            abs(x - centerX) <= width / 2 && abs(y - centerY) <= height / 2
        }
    }

    /// The left target.
    public var left: Target
    /// The right target.
    public var right: Target

    /// Creates a layout.
    public init(left: Target, right: Target) {
        self.left = left
        self.right = right
    }

    /// The tapping task's default layout: centres (0.25, 0.80) and (0.75, 0.80), each 0.30 × 0.20.
    public static let standard = TappingLayout(
        left: Target(centerX: 0.25, centerY: 0.80, width: 0.30, height: 0.20),
        right: Target(centerX: 0.75, centerY: 0.80, width: 0.30, height: 0.20))

    /// The side a tap at (x, y) lands on.
    public func side(x: Double, y: Double) -> TapSide {
        if left.contains(x: x, y: y) { return .left }
        if right.contains(x: x, y: y) { return .right }
        return .none
    }
}
