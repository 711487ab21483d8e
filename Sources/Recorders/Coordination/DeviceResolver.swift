import RecordingFormat
import Foundation

/// Binds recorder configurations to devices before a recording starts.
///
/// Order: a CLI override for the sensor type, then the device profile, then the configuration's
/// `device`, then the first provider whose `autodetect` finds one.
public struct DeviceResolver: Sendable {
    /// A configuration's device: the provider that opens it and its selector.
    public struct Resolution: Sendable {
        /// The backend that opens the device.
        public var provider: any SampleSourceProvider
        /// The device selector, in the provider's canonical form.
        public var selector: String
        /// Where the binding came from: `command line`, `device profile`, `configuration`, `autodetect`.
        public var origin: String
    }

    /// The backends asked, in order.
    public let providers: [any SampleSourceProvider]
    /// Bindings from command-line flags, by sensor type.
    public let overrides: [SensorType: DeviceBinding]
    /// Bindings from a device-profile file.
    public let profile: DeviceProfile?
    /// The replay folder the command line gave, named when it lacks a sensor type.
    public let replay: URL?

    /// Creates a resolver.
    public init(providers: [any SampleSourceProvider], overrides: [SensorType: DeviceBinding] = [:],
                profile: DeviceProfile? = nil, replay: URL? = nil) {
        self.replay = replay
        self.providers = providers
        self.overrides = overrides
        self.profile = profile
    }

    /// The device for `configuration`.
    /// - Throws: `ActivetaskError(.deviceNotFound)` naming the recorder, its sensor type and the
    ///   flag, profile key or configuration field that would bind it.
    public func resolve(_ configuration: RecorderConfiguration) throws -> Resolution {
        let type = configuration.type
        let explicit: (DeviceBinding, String)?
        if let binding = overrides[type] {
            explicit = (binding, "command line")
        } else if let binding = profile?.bindings[type] {
            explicit = (binding, "device profile")
        } else if let device = configuration.device {
            explicit = (DeviceBinding(device: device), "configuration")
        } else {
            explicit = nil
        }
        if let (binding, origin) = explicit {
            let candidates = providers.filter { provider in
                provider.sensorTypes.contains(type)
                    && (binding.backend.map { $0 == provider.backend } ?? (provider.backend != "replay"))
            }
            guard let provider = candidates.first else {
                let backend = binding.backend.map { "backend \"\($0)\"" } ?? "no backend"
                throw ActivetaskError(.deviceNotFound,
                                      "recorder \"\(configuration.identifier)\" (\(type.rawValue)): \(backend) in this build serves \(type.rawValue) "
                                      + "for device \"\(binding.device)\" (from the \(origin)); backends: "
                                      + "\(providers.map(\.backend).joined(separator: ", "))")
            }
            return Resolution(provider: provider, selector: provider.canonicalSelector(binding.device), origin: origin)
        }
        for provider in providers where provider.sensorTypes.contains(type) {
            if let selector = provider.autodetect(type) {
                return Resolution(provider: provider, selector: provider.canonicalSelector(selector), origin: "autodetect")
            }
        }
        let flag = type == .location ? "--location HOST:PORT" : "--\(type.rawValue) DEV"
        let article = type.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        let replayNote = replay.map { " (the replay folder \($0.path) holds no \(type.rawValue) samples)" } ?? " (or --replay DIR)"
        throw ActivetaskError(.deviceNotFound,
                              "recorder \"\(configuration.identifier)\" needs \(article) \(type.rawValue) and none was found: "
                              + "pass \(flag)\(replayNote), add \"\(type.rawValue)\" to a --device-profile file, "
                              + "or set \"device\" in the recorder configuration; `activetask devices` lists what this machine has")
    }
}
