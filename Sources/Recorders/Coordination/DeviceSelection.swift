import RecordingFormat
import Foundation

/// The devices a command line chose: device flags, a replay folder and a device-profile file.
///
/// A flag wins over the replay for its sensor type; both win over the profile when a
/// `DeviceResolver` binds configurations.
public struct DeviceSelection: Sendable {
    /// Bindings from the flags and the replay folder, by sensor type.
    public var overrides: [SensorType: DeviceBinding]
    /// The device profile read, if any.
    public var profile: DeviceProfile?
    /// The replay folder, if any.
    public var replay: URL?

    /// Reads the choices.
    /// - Parameters:
    ///   - flags: The device flag of each sensor type, `nil` when absent.
    ///   - replay: A folder of chunks to replay, if any: it binds every sensor type it holds.
    ///   - pace: The replay's pace.
    ///   - deviceProfile: A device-profile file, if any.
    /// - Throws: `ActivetaskError` naming the replay folder or profile file when it cannot be read.
    public init(flags: [SensorType: String?], replay: URL?, pace: ReplayPace, deviceProfile: URL?) throws {
        var overrides: [SensorType: DeviceBinding] = [:]
        for (type, device) in flags {
            if let device { overrides[type] = DeviceBinding(device: device) }
        }
        if let replay {
            for type in try ReplaySource(directory: replay, pace: pace).sensorTypes where overrides[type] == nil {
                overrides[type] = DeviceBinding(backend: "replay", device: replay.path)
            }
        }
        self.overrides = overrides
        self.replay = replay
        self.profile = try deviceProfile.map { try DeviceProfile(contentsOf: $0) }
    }

    /// Every sensor type a flag, the replay or the profile binds.
    public var sensorTypes: Set<SensorType> {
        Set(overrides.keys).union(profile?.bindings.keys ?? [:].keys)
    }

    /// A resolver asking `providers` with these choices.
    /// - Parameter providers: The backends, in order.
    public func resolver(providers: [any SampleSourceProvider]) -> DeviceResolver {
        DeviceResolver(providers: providers, overrides: overrides, profile: profile, replay: replay)
    }
}
