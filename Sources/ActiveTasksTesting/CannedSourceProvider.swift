import RecordingFormat
import Recorders

/// A `SampleSourceProvider` with a fixed list of devices, for tests of device resolution and of
/// code that records through a `DeviceResolver`, without hardware.
///
/// `autodetect` picks the first device serving a type; `makeSource` returns what the device's
/// `makeSource` makes (an in-memory source, a replay), or throws `deviceNotFound` for a device
/// listed without one (resolution only) and for a selector that names no device.
public struct CannedSourceProvider: SampleSourceProvider {
    /// One device the provider lists.
    public struct Device: Sendable {
        /// The selector that names it (`--accelerometer SELECTOR`).
        public var selector: String
        /// The sensor types it serves.
        public var sensorTypes: Set<SensorType>
        /// Its human name, for `report()`.
        public var name: String
        /// Makes its source for the configurations bound to it; `nil` when the device can only be
        /// resolved, not opened.
        public var makeSource: (@Sendable ([RecorderConfiguration]) throws -> any SampleSource)?

        /// Creates a device.
        /// - Parameters:
        ///   - selector: The selector that names it.
        ///   - sensorTypes: The sensor types it serves.
        ///   - name: Its human name; the selector by default.
        ///   - makeSource: Makes its source; `nil` for a device that can only be resolved.
        public init(selector: String, sensorTypes: Set<SensorType>, name: String? = nil,
                    makeSource: (@Sendable ([RecorderConfiguration]) throws -> any SampleSource)? = nil) {
            self.selector = selector
            self.sensorTypes = sensorTypes
            self.name = name ?? selector
            self.makeSource = makeSource
        }
    }

    /// The backend's name, as devices' `DeviceDescription.backend`.
    public let backend: String
    /// The devices, in autodetection order.
    public let devices: [Device]

    /// Creates a provider.
    /// - Parameters:
    ///   - backend: The backend's name; `canned` by default.
    ///   - devices: The devices, in autodetection order.
    public init(backend: String = "canned", devices: [Device]) {
        self.backend = backend
        self.devices = devices
    }

    /// Every type some device serves.
    public var sensorTypes: Set<SensorType> { devices.reduce(into: []) { $0.formUnion($1.sensorTypes) } }

    /// The first device serving `type`.
    public func autodetect(_ type: SensorType) -> String? {
        devices.first { $0.sensorTypes.contains(type) }?.selector
    }

    /// The source the device `selector` makes.
    /// - Throws: `ActivetaskError(.deviceNotFound)` when no device has that selector or the device
    ///   has no source; whatever the device's `makeSource` throws.
    public func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        guard let device = devices.first(where: { $0.selector == selector }) else {
            throw ActivetaskError(.deviceNotFound, "\(backend) has no device \(selector); its devices are "
                                + (devices.isEmpty ? "none" : devices.map(\.selector).joined(separator: ", ")))
        }
        guard let makeSource = device.makeSource else {
            throw ActivetaskError(.deviceNotFound, "\(backend) device \(selector) can be resolved but not opened; give it a makeSource")
        }
        return try makeSource(configurations)
    }

    /// Every device, with its sensor types in `details["sensorTypes"]`.
    public func report() -> DeviceReport {
        DeviceReport(backend: backend, devices: devices.map { device in
            DeviceDescription(name: device.name, identifier: device.selector, backend: backend,
                              details: ["sensorTypes": device.sensorTypes.map(\.rawValue).sorted().joined(separator: ",")])
        })
    }
}
