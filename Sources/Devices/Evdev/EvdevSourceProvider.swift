import Recorders
import RecordingFormat
import Foundation

/// Finds touch devices under `/sys/class/input` and opens `EvdevTouchSource`s on them.
///
/// Discovery lists every `eventN` under the input class folder, opens `/dev/input/eventN` with
/// libevdev and keeps touchscreens, touchpads and single-touch devices, in that order (then by
/// event number). Enumerating sysfs rather than `/dev/input` lets umockdev's emulated `/sys`
/// decide what exists.
public struct EvdevSourceProvider: SampleSourceProvider {
    /// `evdev`, as in `DeviceDescription.backend`.
    public static let backendName = "evdev"

    /// `evdev`.
    public var backend: String { Self.backendName }
    /// `[.touch]`.
    public var sensorTypes: Set<SensorType> { [.touch] }

    private let classDirectory: String
    private let deviceDirectory: String

    /// Creates a provider looking in the given folders.
    ///
    /// - Parameters:
    ///   - classDirectory: The sysfs input class folder listing `eventN` entries.
    ///   - deviceDirectory: The folder holding the `eventN` device nodes.
    public init(classDirectory: String = "/sys/class/input", deviceDirectory: String = "/dev/input") {
        self.classDirectory = classDirectory
        self.deviceDirectory = deviceDirectory
    }

    /// The touch devices found, preferred first, and one sentence per node that could not be read.
    public func discover() -> (devices: [TouchDeviceInfo], problems: [String]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: classDirectory)) ?? []
        let numbers = entries.compactMap { name -> Int? in
            guard name.hasPrefix("event") else { return nil }
            return Int(name.dropFirst("event".count))
        }.sorted()
        var devices: [TouchDeviceInfo] = []
        var problems: [String] = []
        for number in numbers {
            let node = "\(deviceDirectory)/event\(number)"
            do {
                if let info = try EvdevDevice(node: node).touchInfo { devices.append(info) }
            } catch let error as ActivetaskError {
                if error.code != .unsupported { problems.append(error.message) }
            } catch {
                problems.append("\(node): \(error)")
            }
        }
        let ordered = devices.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
        return (ordered.map(\.element), problems)
    }

    /// The node of the preferred touch device (a touchscreen, else a touchpad, else a
    /// single-touch device), or `nil` for other types or when there is none.
    public func autodetect(_ type: SensorType) -> String? {
        guard type == .touch else { return nil }
        return discover().devices.first?.node
    }

    /// Opens a touch source on `selector` (`/dev/input/event7` or `event7`).
    ///
    /// - Throws: `ActivetaskError` naming the node when it is missing, not permitted or not a
    ///   touch device, or naming the recorder and field when an option is invalid.
    public func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        let options = try TouchOptions(configurations: configurations)
        let node = selector.hasPrefix("/") ? selector : "\(deviceDirectory)/\(selector)"
        let device = try EvdevDevice(node: node)
        guard let info = device.touchInfo else {
            throw ActivetaskError(.unsupported, "\(node) (\(device.name)) is not a touchscreen, touchpad or single-touch "
                                  + "device; run `activetask devices` to list touch devices")
        }
        return EvdevTouchSource(info: info, options: options)
    }

    /// The touch devices found now, with kind, axis ranges and slot count.
    public func report() -> DeviceReport {
        let found = discover()
        return DeviceReport(backend: backend, devices: found.devices.map(\.deviceDescription), problems: found.problems)
    }
}
