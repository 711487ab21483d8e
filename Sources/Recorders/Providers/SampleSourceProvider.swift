import RecordingFormat

/// A backend that finds devices and opens sources on them: IIO, evdev, gpsd or replay.
///
/// Device resolution asks each provider in turn; a configuration's device is bound at run time
/// (CLI flag, then device profile, then the configuration's `device`, then `autodetect`).
public protocol SampleSourceProvider: Sendable {
    /// The backend's name, as in `DeviceDescription.backend` (`iio`, `evdev`, `gpsd`, `replay`).
    var backend: String { get }

    /// The sensor types this backend can serve.
    var sensorTypes: Set<SensorType> { get }

    /// The selector of the first device that serves `type`, or `nil` when there is none.
    func autodetect(_ type: SensorType) -> String?

    /// `selector` in the one form that names its device (an IIO device name becomes its
    /// `iio:deviceN` id), so that configurations naming one device two ways share one source;
    /// `selector` itself when it names no device this backend can see.
    func canonicalSelector(_ selector: String) -> String

    /// Opens one source on the device `selector` serving every configuration given.
    ///
    /// All configurations are of types in `sensorTypes` and resolved to the same selector, so
    /// that accelerometer and gyroscope on one IIO device share one capture.
    /// - Throws: `ActivetaskError` naming the device when it is missing, busy or not permitted.
    func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource

    /// What this backend can see now, for `activetask devices`.
    func report() -> DeviceReport
}

extension SampleSourceProvider {
    /// `selector` unchanged: for backends whose devices have one name.
    public func canonicalSelector(_ selector: String) -> String { selector }
}
