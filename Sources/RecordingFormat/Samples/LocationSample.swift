/// One location fix. A field the source does not know is `nil` and is left out of the file.
public struct LocationSample: Sendable, Equatable, Hashable {
    /// Seconds since the recording started (its monotonic zero).
    public var timestamp: Double
    /// Seconds on the source's own clock (for gpsd, the monotonic time the report was read).
    public var uptime: Double
    /// Latitude in degrees, north positive.
    public var latitude: Double
    /// Longitude in degrees, east positive.
    public var longitude: Double
    /// Altitude in metres, if known.
    public var altitude: Double?
    /// Horizontal accuracy (95% radius) in metres, if known.
    public var horizontalAccuracy: Double?
    /// Vertical accuracy in metres, if known.
    public var verticalAccuracy: Double?
    /// Speed over ground in m/s, if known.
    public var speed: Double?
    /// Course over ground in degrees from true north, if known.
    public var course: Double?
    /// The fix's GNSS time in seconds since 1970-01-01T00:00:00Z, if known.
    public var gpsTime: Double?

    /// Creates a location sample.
    public init(timestamp: Double, uptime: Double, latitude: Double, longitude: Double,
                altitude: Double? = nil, horizontalAccuracy: Double? = nil,
                verticalAccuracy: Double? = nil, speed: Double? = nil, course: Double? = nil,
                gpsTime: Double? = nil) {
        self.timestamp = timestamp
        self.uptime = uptime
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.speed = speed
        self.course = course
        self.gpsTime = gpsTime
    }
}
