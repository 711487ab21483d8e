
/// What a chunk header and `activetask devices` say about the device behind a source.
public struct DeviceDescription: Sendable, Equatable, Hashable, Codable {
    /// The device's name as its driver reports it (`bmi160`, `ELAN Touchscreen`, `gpsd`).
    public var name: String
    /// Where the device was found (`iio:device0`, `/dev/input/event7`, `localhost:2947`).
    public var identifier: String
    /// The backend that reads it: `iio`, `evdev`, `gpsd` or `replay`.
    public var backend: String
    /// Further facts worth keeping with the data (sampling frequency, axis ranges, slots).
    public var details: [String: String]

    /// Creates a device description.
    public init(name: String, identifier: String, backend: String, details: [String: String] = [:]) {
        self.name = name
        self.identifier = identifier
        self.backend = backend
        self.details = details
    }
}
