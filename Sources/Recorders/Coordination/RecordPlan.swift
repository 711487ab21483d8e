import Foundation

/// The recorders and device bindings of an `activetask record` run, from its flags.
public struct RecordPlan: Sendable {
    /// One configuration per sensor type recorded, identified by the type's name.
    public var configurations: [RecorderConfiguration]
    /// Device bindings from the flags (and the replay folder).
    public var overrides: [SensorType: DeviceBinding]
    /// The device profile read, if any.
    public var profile: DeviceProfile?

    /// Plans a recording.
    ///
    /// A sensor type is recorded when a flag names its device, when the device profile binds it,
    /// or when the replay folder holds it; a flag wins over the replay for its type.
    /// - Parameters:
    ///   - flags: The device flag of each sensor type, `nil` when absent.
    ///   - replay: A folder of chunks to replay, if any.
    ///   - pace: The replay's pace.
    ///   - deviceProfile: A device-profile file, if any.
    ///   - template: Frequency, chunk limits and buffer capacity for every configuration.
    /// - Throws: `RecorderError` naming the replay folder or profile file when it cannot be read.
    public init(flags: [SensorType: String?], replay: URL?, pace: ReplayPace, deviceProfile: URL?,
                template: RecorderConfiguration) throws {
        var overrides: [SensorType: DeviceBinding] = [:]
        for (type, device) in flags {
            if let device { overrides[type] = DeviceBinding(device: device) }
        }
        if let replay {
            for type in try ReplaySource(directory: replay, pace: pace).sensorTypes where overrides[type] == nil {
                overrides[type] = DeviceBinding(backend: "replay", device: replay.path)
            }
        }
        let profile = try deviceProfile.map { try DeviceProfile(contentsOf: $0) }
        let types = Set(overrides.keys).union(profile?.bindings.keys ?? [:].keys)
        self.configurations = SensorType.allCases.filter(types.contains).map { type in
            var configuration = template
            configuration.identifier = type.rawValue
            configuration.type = type
            if type == .touch || type == .location { configuration.frequency = nil }
            return configuration
        }
        self.overrides = overrides
        self.profile = profile
    }
}
