import RecordingFormat

/// What one backend can see on this machine, as `activetask devices` prints it.
public struct DeviceReport: Sendable, Equatable, Codable {
    /// The backend's name (`iio`, `evdev`, `gpsd`).
    public var backend: String
    /// The devices found.
    public var devices: [DeviceDescription]
    /// Problems met while looking (a sysfs folder unreadable, gpsd unreachable), one sentence each.
    public var problems: [String]

    /// Creates a report.
    public init(backend: String, devices: [DeviceDescription], problems: [String] = []) {
        self.backend = backend
        self.devices = devices
        self.problems = problems
    }
}
