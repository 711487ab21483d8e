import ActiveTasks
import TaskFamilies

/// What the kiosk page draws of a touch-ability pinch or rotation trial: the outline at the
/// target, the shape at what the fingers have made of it so far, and a dot at each finger down.
struct KioskTwoFingers: Encodable, Equatable {
    /// `pinch` or `rotation`.
    var gesture: String
    /// The shape's frame at scale 1, in page units.
    var frame: KioskTarget
    /// Pinch: the target scale; rotation: the target angle in degrees clockwise.
    var target: Double
    /// Pinch: the scale so far (1 before two fingers are down); rotation: the angle so far (0 before).
    var current: Double
    /// The fingers' latest points, in page units, one per finger still down.
    var fingers: [SpatialSpanPoint]
}
