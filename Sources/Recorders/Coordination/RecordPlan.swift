import RecordingFormat

/// The recorders of an `activetask record` run: one per sensor type the command line chose.
public struct RecordPlan: Sendable {
    /// One configuration per sensor type recorded, identified by the type's name.
    public var configurations: [RecorderConfiguration]

    /// Plans a recording of every sensor type `selection` binds.
    /// - Parameters:
    ///   - selection: The devices chosen by flags, replay folder and device profile.
    ///   - template: Frequency, chunk limits, buffer capacity and touch options for every configuration.
    public init(selection: DeviceSelection, template: RecorderConfiguration) {
        let types = selection.sensorTypes
        self.configurations = SensorType.allCases.filter(types.contains).map { type in
            var configuration = template
            configuration.identifier = type.rawValue
            configuration.type = type
            if type == .touch || type == .location { configuration.frequency = nil }
            return configuration
        }
    }
}
