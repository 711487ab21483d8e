import Recorders
import RecordingFormat

/// The IIO backend: accelerometers and gyroscopes under `/sys/bus/iio/devices`, read through libiio.
public struct IIOProvider: SampleSourceProvider {
    /// Buffer length, watermark and trigger applied to every source this provider opens.
    public let options: IIOCaptureOptions

    /// Creates the provider.
    ///
    /// - Parameter options: Buffer and trigger settings for the sources it opens.
    public init(options: IIOCaptureOptions = IIOCaptureOptions()) {
        self.options = options
    }

    /// `iio`.
    public var backend: String { "iio" }

    /// Accelerometer and gyroscope.
    public var sensorTypes: Set<SensorType> { [.accelerometer, .gyroscope] }

    /// The id of the first device with buffered x, y and z channels for `type`.
    public func autodetect(_ type: SensorType) -> String? {
        discover().devices.first { $0.sensorTypes.contains(type) }?.identifier
    }

    /// The id (`iio:deviceN`) of the device whose id or name is `selector`, or `selector` when none is.
    public func canonicalSelector(_ selector: String) -> String {
        guard let context = try? IIOContext() else { return selector }
        return withExtendedLifetime(context) {
            (try? context.device(selector)).map(IIOContext.identifier) ?? selector
        }
    }

    /// One source on the device `selector` serving every configuration given (accel and gyro of one
    /// IMU share it), at the highest frequency they ask for.
    ///
    /// - Throws: `ActivetaskError` naming the device when it is missing or lacks the channels.
    public func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        var types: [SensorType] = []
        for configuration in configurations where !types.contains(configuration.type) {
            guard sensorTypes.contains(configuration.type) else {
                throw ActivetaskError(.invalidConfiguration,
                    "recorder '\(configuration.identifier)': IIO devices record accelerometer and gyroscope, "
                    + "not \(configuration.type.rawValue); choose that recorder's device with its own flag.")
            }
            types.append(configuration.type)
        }
        return try IIOSource(selector: selector, sensorTypes: types,
                             frequency: configurations.compactMap(\.frequency).max(), options: options)
    }

    /// The IIO devices present with their channels, frequencies and triggers.
    public func report() -> DeviceReport {
        let found = discover()
        return DeviceReport(backend: backend, devices: found.devices.map(\.description), problems: found.problems)
    }

    /// Every non-trigger IIO device, or the reason none could be listed.
    public func discover() -> (devices: [IIODeviceInfo], problems: [String]) {
        do {
            let context = try IIOContext()
            return (context.devices.map(context.info), [])
        } catch where error.code == .deviceNotFound {
            return ([], [])
        } catch {
            return ([], [error.message])
        }
    }
}
