import RecordingFormat

/// The physical values of one decoded scan, before it is placed in time.
/// Public only to the benchmarks (`@_spi(Benchmarks)`).
@_spi(Benchmarks) public struct IIOScanReading: Sendable, Equatable {
    /// Acceleration in g, when the scan holds accel channels that were asked for.
    public var accelerometer: SIMD3<Double>?
    /// Angular velocity in rad/s, when the scan holds anglvel channels that were asked for.
    public var gyroscope: SIMD3<Double>?
    /// The `in_timestamp` channel in seconds, when the device has one.
    public var deviceTime: Double?

    /// Creates a reading.
    public init(accelerometer: SIMD3<Double>? = nil, gyroscope: SIMD3<Double>? = nil, deviceTime: Double? = nil) {
        self.accelerometer = accelerometer
        self.gyroscope = gyroscope
        self.deviceTime = deviceTime
    }
}
