/// A kind of sensor a recorder captures.
///
/// The raw value is the `"sensorType"` written on every sample line and the `type` of a
/// recorder configuration in task JSON.
public enum SensorType: String, Codable, Sendable, CaseIterable, Hashable {
    /// Linear acceleration in g (standard gravity, 9.80665 m/s²).
    case accelerometer
    /// Angular velocity in rad/s.
    case gyroscope
    /// Touches on a touchscreen or touchpad.
    case touch
    /// Location fixes from a GNSS receiver.
    case location

    /// The units of each numeric field of this sensor's sample lines, as written in chunk headers.
    public var units: [String: String] {
        switch self {
        case .accelerometer:
            return ["x": "g", "y": "g", "z": "g", "timestamp": "s", "uptime": "s"]
        case .gyroscope:
            return ["x": "rad/s", "y": "rad/s", "z": "rad/s", "timestamp": "s", "uptime": "s"]
        case .touch:
            return ["x": "normalized", "y": "normalized", "rawX": "device", "rawY": "device",
                    "timestamp": "s", "uptime": "s"]
        case .location:
            return ["latitude": "deg", "longitude": "deg", "altitude": "m",
                    "horizontalAccuracy": "m", "verticalAccuracy": "m", "speed": "m/s",
                    "course": "deg", "timestamp": "s", "uptime": "s"]
        }
    }
}
