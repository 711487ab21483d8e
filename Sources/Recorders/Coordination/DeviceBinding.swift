import RecordingFormat

/// A device chosen for a sensor type: a selector and, optionally, the backend that reads it.
///
/// In a device-profile file a binding is either a selector string (`"iio:device0"`) or an
/// object `{"backend": "replay", "device": "fixtures/replay"}`.
public struct DeviceBinding: Sendable, Equatable, Codable {
    /// The backend (`iio`, `evdev`, `gpsd`, `replay`); `nil` lets the first backend serving
    /// the sensor type other than `replay` read it.
    public var backend: String?
    /// The device selector, as the backend understands it.
    public var device: String

    /// Creates a binding.
    public init(backend: String? = nil, device: String) {
        self.backend = backend
        self.device = device
    }

    private enum CodingKeys: String, CodingKey { case backend, device }

    /// Decodes a selector string or a `{"backend", "device"}` object.
    /// - Throws: `DecodingError` when it is neither.
    public init(from decoder: any Decoder) throws {
        if let selector = try? decoder.singleValueContainer().decode(String.self) {
            self.init(device: selector)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(backend: try container.decodeIfPresent(String.self, forKey: .backend),
                  device: try container.decode(String.self, forKey: .device))
    }
}
