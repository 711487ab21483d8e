import RecordingFormat

/// What gpsd says about itself right now: its receivers and its current fix mode.
struct GPSStatus: Sendable, Equatable {
    /// The receivers gpsd reads, as `path (driver)`; `nil` when no DEVICES report arrived in time.
    var devices: [String]?
    /// The mode of the first TPV report; `nil` when none arrived in time.
    var fixMode: Int?

    /// Connects to gpsd, asks for the stream and reads until both the DEVICES report and a TPV
    /// report arrived, gpsd reported no receivers, or `timeout` seconds passed.
    ///
    /// - Parameters:
    ///   - endpoint: gpsd's host and port.
    ///   - timeout: The longest time to wait for the reports, in seconds.
    /// - Throws: `ActivetaskError.Code.connectionFailed` when gpsd is not reachable; its message
    ///   suggests `--gpsd HOST:PORT`.
    static func probe(_ endpoint: GPSEndpoint, timeout: Double) throws(ActivetaskError) -> GPSStatus {
        let connection = try GPSConnection(endpoint: endpoint, option: "--gpsd")
        defer { connection.close() }
        try connection.watch()
        var status = GPSStatus()
        let deadline = MonotonicClock.now() + timeout
        while status.devices == nil || (status.fixMode == nil && status.devices?.isEmpty == false) {
            let left = deadline - MonotonicClock.now()
            guard left > 0, connection.waitForData(timeout: left) else { break }
            while let message = try connection.read() {
                switch message {
                case .devices(let devices): status.devices = devices
                case .fix(let fix): status.fixMode = status.fixMode ?? fix.mode
                case .other: break
                }
            }
        }
        return status
    }

    /// The mode as `activetask devices` prints it.
    static func modeName(_ mode: Int?) -> String {
        switch mode {
        case nil: return "unknown (no TPV report yet)"
        case 0: return "not seen yet"
        case 1: return "no fix"
        case let mode?: return "\(mode)D"
        }
    }
}
