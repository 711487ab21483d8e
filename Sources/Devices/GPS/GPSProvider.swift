import Recorders
import RecordingFormat

/// The gpsd backend: location fixes from the gpsd at one endpoint.
///
/// A selector is gpsd's `HOST:PORT` (or `HOST`, port 2947).
public struct GPSProvider: SampleSourceProvider {
    /// `gpsd`.
    public let backend = "gpsd"
    /// `[.location]`.
    public let sensorTypes: Set<SensorType> = [.location]
    /// The gpsd that `autodetect` and `report()` look at.
    public let endpoint: GPSEndpoint
    /// How long `report()` waits for gpsd's DEVICES and TPV reports, in seconds.
    public let reportTimeout: Double

    /// Creates a provider for the gpsd at `endpoint`.
    ///
    /// - Parameters:
    ///   - endpoint: gpsd's host and port; `localhost:2947` by default.
    ///   - reportTimeout: How long `report()` waits for gpsd's reports, in seconds.
    public init(endpoint: GPSEndpoint = .default, reportTimeout: Double = 2) {
        self.endpoint = endpoint
        self.reportTimeout = reportTimeout
    }

    /// The endpoint when `type` is `.location` and gpsd answers there, otherwise `nil`.
    public func autodetect(_ type: SensorType) -> String? {
        guard type == .location, (try? GPSConnection(endpoint: endpoint)) != nil else { return nil }
        return endpoint.description
    }

    /// A source reading the gpsd at `selector`.
    ///
    /// - Parameters:
    ///   - selector: gpsd's `HOST:PORT`.
    ///   - configurations: The location recorders served; the source serves them all alike.
    /// - Throws: `ActivetaskError.Code.invalidConfiguration` when `selector` is not `HOST:PORT`.
    public func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        GPSSource(endpoint: try GPSEndpoint(parsing: selector))
    }

    /// Whether gpsd is reachable (and why not), the receivers it reads and its current fix mode.
    public func report() -> DeviceReport {
        let status: GPSStatus
        do {
            status = try GPSStatus.probe(endpoint, timeout: reportTimeout)
        } catch {
            return DeviceReport(backend: backend, devices: [], problems: [error.message])
        }
        var details = ["reachable": "yes", "fixMode": GPSStatus.modeName(status.fixMode)]
        switch status.devices {
        case nil: details["devices"] = "unknown (no DEVICES report within \(reportTimeout) s)"
        case let devices? where devices.isEmpty: details["devices"] = "none (gpsd reads no receiver)"
        case let devices?: details["devices"] = devices.joined(separator: ", ")
        }
        return DeviceReport(backend: backend,
                            devices: [DeviceDescription(name: "gpsd", identifier: endpoint.description,
                                                        backend: backend, details: details)])
    }
}
