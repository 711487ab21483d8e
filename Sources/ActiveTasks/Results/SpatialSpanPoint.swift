
/// A point in a spatial span game's coordinate space.
public struct SpatialSpanPoint: Codable, Sendable, Equatable {
    /// The horizontal coordinate, to the right.
    public var x: Double
    /// The vertical coordinate, downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
