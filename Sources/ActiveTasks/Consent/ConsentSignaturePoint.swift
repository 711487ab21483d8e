/// One point of a drawn signature stroke, in the signature area's normalized units: x from the
/// left edge (0) to the right (1), y from the top (0) to the bottom (1).
public struct ConsentSignaturePoint: Codable, Sendable, Equatable {
    /// From the left edge, 0 … 1.
    public var x: Double
    /// From the top edge, 0 … 1.
    public var y: Double
    /// Seconds since the signature's first touch; `nil` when the points did not come from a
    /// touchscreen (an answers file).
    public var t: Double?

    /// Creates a point.
    public init(x: Double, y: Double, t: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
    }
}
