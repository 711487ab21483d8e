/// One line of a recording after its header: a sensor sample or a marker.
public enum Sample: Sendable, Equatable, Hashable {
    /// An accelerometer or gyroscope reading.
    case motion(MotionSample)
    /// A touch event.
    case touch(TouchSample)
    /// A location fix.
    case location(LocationSample)
    /// A marker (step change, loss of fix, gap).
    case marker(MarkerRecord)

    /// Seconds since the recording started.
    public var timestamp: Double {
        switch self {
        case .motion(let sample): return sample.timestamp
        case .touch(let sample): return sample.timestamp
        case .location(let sample): return sample.timestamp
        case .marker(let marker): return marker.timestamp
        }
    }

    /// The sensor that produced the sample, or `nil` for a marker.
    public var sensorType: SensorType? {
        switch self {
        case .motion(let sample): return sample.sensorType
        case .touch: return .touch
        case .location: return .location
        case .marker: return nil
        }
    }
}
