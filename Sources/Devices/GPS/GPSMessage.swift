import RecordingFormat

/// One JSON report read from gpsd, with what the recorder needs copied out of libgps.
enum GPSMessage: Sendable, Equatable {
    /// A TPV report (time, position, velocity).
    case fix(GPSFix)
    /// A DEVICES report: the receivers gpsd is reading, as `path (driver)`.
    case devices([String])
    /// Any other report (VERSION, WATCH, SKY, DEVICE …), by its `class`.
    case other(String)
}
