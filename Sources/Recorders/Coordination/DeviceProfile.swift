import RecordingFormat
import Foundation

/// A device-profile file: which device serves each sensor type on one machine.
///
/// `{"accelerometer": "iio:device0", "touch": "/dev/input/event7",
///   "location": {"backend": "gpsd", "device": "localhost:2947"}}`
public struct DeviceProfile: Sendable, Equatable {
    /// The binding per sensor type.
    public var bindings: [SensorType: DeviceBinding]

    /// Creates a profile from bindings.
    public init(bindings: [SensorType: DeviceBinding]) {
        self.bindings = bindings
    }

    /// Reads a profile file.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` naming the file and the key that is wrong.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.invalidConfiguration, "device profile \(url.path) cannot be read: \(error.localizedDescription)")
        }
        let raw: [String: DeviceBinding]
        do {
            raw = try JSONDecoder().decode([String: DeviceBinding].self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw ActivetaskError(.invalidConfiguration, "device profile \(url.path) is not a JSON object: \(context.debugDescription)")
        } catch {
            throw ActivetaskError(.invalidConfiguration,
                                  "device profile \(url.path): each value must be a selector string or {\"backend\", \"device\"}: \(error)")
        }
        var bindings: [SensorType: DeviceBinding] = [:]
        for (key, binding) in raw {
            guard let type = SensorType(rawValue: key) else {
                throw ActivetaskError(.invalidConfiguration,
                                      "device profile \(url.path): key \"\(key)\" is not a sensor type; use accelerometer, gyroscope, touch or location")
            }
            bindings[type] = binding
        }
        self.bindings = bindings
    }
}
