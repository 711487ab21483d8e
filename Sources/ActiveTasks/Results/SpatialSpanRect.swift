/// A target's frame in a spatial span game: origin at its top-left corner.
public struct SpatialSpanRect: Codable, Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centre point.
    public var center: SpatialSpanPoint {
        SpatialSpanPoint(x: x + width / 2, y: y + height / 2)
    }
}
