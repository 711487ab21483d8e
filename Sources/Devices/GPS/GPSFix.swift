import RecordingFormat
import CGps

/// One TPV report of gpsd, copied out of libgps's `gps_fix_t` the moment it was read.
///
/// Fields gpsd did not report are `nil` (libgps leaves them NaN). gpsd 3.22's JSON keys map to
/// the struct as: `mode` → `mode`, `time` → `time`, `lat`/`lon` → `latitude`/`longitude`,
/// `altMSL` → `altMSL`, `eph`/`epx`/`epy`/`epv` → the same names, `speed` → `speed`,
/// `track` → `track`. Height above the ellipsoid (`altHAE`) is not copied: recordings keep
/// the height above mean sea level, as NMEA's GGA reports it.
struct GPSFix: Sendable, Equatable {
    /// gpsd's fix mode: 0 not seen yet, 1 no fix, 2 two-dimensional, 3 three-dimensional.
    var mode: Int
    /// Latitude in degrees.
    var latitude: Double?
    /// Longitude in degrees.
    var longitude: Double?
    /// Altitude above mean sea level in metres.
    var altitudeMSL: Double?
    /// Estimated horizontal position error in metres.
    var eph: Double?
    /// Estimated longitude error in metres.
    var epx: Double?
    /// Estimated latitude error in metres.
    var epy: Double?
    /// Estimated vertical error in metres.
    var epv: Double?
    /// Speed over ground in m/s.
    var speed: Double?
    /// Course over ground in degrees from true north.
    var track: Double?
    /// The fix's UTC time in seconds since 1970, when gpsd reported one.
    var time: Double?

    /// gpsd's `MODE_2D`: the lowest mode that carries a position.
    static let mode2D = Int(MODE_2D)

    /// Creates a fix from values (for tests and replays).
    init(mode: Int, latitude: Double? = nil, longitude: Double? = nil, altitudeMSL: Double? = nil,
         eph: Double? = nil, epx: Double? = nil, epy: Double? = nil,
         epv: Double? = nil, speed: Double? = nil, track: Double? = nil, time: Double? = nil) {
        self.mode = mode
        self.latitude = latitude
        self.longitude = longitude
        self.altitudeMSL = altitudeMSL
        self.eph = eph
        self.epx = epx
        self.epy = epy
        self.epv = epv
        self.speed = speed
        self.track = track
        self.time = time
    }

    /// Copies libgps's fix; NaN becomes `nil`, a zero `time` (never set) becomes `nil`.
    init(_ fix: gps_fix_t) {
        func known(_ value: Double) -> Double? { value.isFinite ? value : nil }
        self.init(mode: Int(fix.mode), latitude: known(fix.latitude), longitude: known(fix.longitude),
                  altitudeMSL: known(fix.altMSL), eph: known(fix.eph),
                  epx: known(fix.epx), epy: known(fix.epy), epv: known(fix.epv), speed: known(fix.speed),
                  track: known(fix.track),
                  time: fix.time.tv_sec == 0 && fix.time.tv_nsec == 0
                      ? nil : Double(fix.time.tv_sec) + Double(fix.time.tv_nsec) / 1_000_000_000)
    }
}
