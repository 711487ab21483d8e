/// One three-axis reading of an accelerometer (in g) or a gyroscope (in rad/s).
public struct MotionSample: Sendable, Equatable, Hashable {
    /// Which sensor produced the reading: `.accelerometer` or `.gyroscope`.
    public var sensorType: SensorType
    /// Seconds since the recording started (its monotonic zero).
    public var timestamp: Double
    /// Seconds on the source's own clock (for IIO, the timestamp channel or the read time).
    public var uptime: Double
    /// The x component: g for an accelerometer, rad/s for a gyroscope.
    public var x: Double
    /// The y component: g for an accelerometer, rad/s for a gyroscope.
    public var y: Double
    /// The z component: g for an accelerometer, rad/s for a gyroscope.
    public var z: Double

    /// Creates a motion sample.
    public init(sensorType: SensorType, timestamp: Double, uptime: Double, x: Double, y: Double, z: Double) {
        self.sensorType = sensorType
        self.timestamp = timestamp
        self.uptime = uptime
        self.x = x
        self.y = y
        self.z = z
    }
}
