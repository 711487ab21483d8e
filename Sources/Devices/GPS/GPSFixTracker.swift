import RecordingFormat

/// Turns gpsd's TPV reports into location samples and fix markers, one report at a time.
///
/// A report of mode 2D or 3D with a latitude and longitude becomes a `LocationSample`; a report
/// of mode NO_FIX after a fix writes `MarkerEvent.fixLost`, and the next fix after that writes
/// `MarkerEvent.fixRegained` before its sample. Mode 0 (gpsd has not seen a mode yet) and a 2D/3D
/// report without a position change nothing: no position is ever made up.
///
/// Field choices: `altitude` is `altMSL` (height above mean sea level, what NMEA's GGA carries);
/// `horizontalAccuracy` is `eph`, or, when gpsd sent no `eph`, √(epx² + epy²) from the per-axis
/// errors; `verticalAccuracy` is `epv`; `course` is `track`; `gpsTime` is the report's `time`.
struct GPSFixTracker: Sendable {
    /// Whether the last report that said anything about the fix had one; `nil` before the first.
    private(set) var hasFix: Bool?

    /// Creates a tracker that has seen no report yet.
    init() {}

    /// The samples and markers one report produces, in time order.
    ///
    /// - Parameters:
    ///   - fix: The report, copied out of libgps.
    ///   - uptime: `CLOCK_MONOTONIC` seconds when the report was read; gpsd's reports carry no
    ///     monotonic time, so the read time is the source's own clock.
    ///   - zero: The recording's zero; `timestamp` is `uptime - zero.uptime`.
    mutating func samples(for fix: GPSFix, readAt uptime: Double, zero: RecordingZero) -> [Sample] {
        let timestamp = zero.timestamp(forMonotonic: uptime)
        if fix.mode >= GPSFix.mode2D {
            guard let latitude = fix.latitude, let longitude = fix.longitude else { return [] }
            var samples: [Sample] = []
            if hasFix == false {
                samples.append(.marker(MarkerRecord(timestamp: timestamp, event: .fixRegained,
                                                    message: "gpsd reports a \(fix.mode)D fix again")))
            }
            hasFix = true
            samples.append(.location(LocationSample(
                timestamp: timestamp, uptime: uptime, latitude: latitude, longitude: longitude,
                altitude: fix.altitudeMSL, horizontalAccuracy: fix.eph ?? Self.combined(fix.epx, fix.epy),
                verticalAccuracy: fix.epv, speed: fix.speed, course: fix.track, gpsTime: fix.time)))
            return samples
        }
        guard fix.mode > 0 else { return [] }
        defer { hasFix = false }
        guard hasFix == true else { return [] }
        return [.marker(MarkerRecord(timestamp: timestamp, event: .fixLost,
                                     message: "gpsd reports no fix; no position until fixRegained"))]
    }

    /// √(x² + y²) when both per-axis errors are known.
    private static func combined(_ x: Double?, _ y: Double?) -> Double? {
        guard let x, let y else { return nil }
        return (x * x + y * y).squareRoot()
    }
}
