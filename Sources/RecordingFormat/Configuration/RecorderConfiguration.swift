/// How one recorder records: which sensor, with which device settings, over which steps.
///
/// Attached to an active step it records for that step; attached to a task with a `span` it
/// spans steps. Written flat in task JSON, `recording.json` and `taskResult.json` (every key of
/// `Key` at the top level); `init(from:)` is the one reading of those keys and `problems` the
/// one set of rules, which the task-JSON reader reports with JSON paths.
/// Reads and writes of a setting or span member go through to them (`configuration.frequency`).
@dynamicMemberLookup
public struct RecorderConfiguration: Sendable, Equatable, Hashable, Codable {
    /// The keys a configuration is written with.
    public enum Key: String, CodingKey, CaseIterable, Sendable {
        case identifier, type, frequency, device, chunkBytes, chunkSeconds, bufferCapacity
        case startStepIdentifier, stopStepIdentifier, optional
        case calibrationMatrix, grab, movementThreshold
    }

    /// Names the recorder; chunk file names and file results derive from it.
    public var identifier: String
    /// The sensor recorded.
    public var type: SensorType
    /// When `true`, a device that cannot start gives an error result instead of stopping the run.
    public var optional: Bool
    /// How the device is read and the chunks written.
    public var settings: DeviceSettings
    /// For task-level recorders: the steps the recorder spans.
    public var span: RecorderSpan

    /// Creates a recorder configuration from its halves.
    /// - Parameters:
    ///   - identifier: Names the recorder.
    ///   - type: The sensor recorded.
    ///   - optional: Whether a device that cannot start gives an error result instead of stopping the run.
    ///   - settings: How the device is read and the chunks written.
    ///   - span: For task-level recorders, the steps it spans.
    public init(identifier: String, type: SensorType, optional: Bool = false, settings: DeviceSettings,
                span: RecorderSpan = RecorderSpan()) {
        self.identifier = identifier
        self.type = type
        self.optional = optional
        self.settings = settings
        self.span = span
    }

    /// Creates a recorder configuration from every member by name.
    public init(identifier: String, type: SensorType, frequency: Double? = nil, device: String? = nil,
                chunkBytes: Int? = nil, chunkSeconds: Double? = nil, bufferCapacity: Int? = nil,
                startStepIdentifier: String? = nil, stopStepIdentifier: String? = nil,
                optional: Bool = false, calibrationMatrix: [Double]? = nil, grab: Bool? = nil,
                movementThreshold: Double? = nil) {
        self.init(identifier: identifier, type: type, optional: optional,
                  settings: DeviceSettings(device: device, frequency: frequency, chunkBytes: chunkBytes,
                                           chunkSeconds: chunkSeconds, bufferCapacity: bufferCapacity,
                                           calibrationMatrix: calibrationMatrix, grab: grab,
                                           movementThreshold: movementThreshold),
                  span: RecorderSpan(startStepIdentifier: startStepIdentifier, stopStepIdentifier: stopStepIdentifier))
    }

    /// A device setting of the configuration.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<DeviceSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// A span member of the configuration.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RecorderSpan, Value>) -> Value {
        get { span[keyPath: keyPath] }
        set { span[keyPath: keyPath] = newValue }
    }

    /// What is wrong with the configuration's settings, by key; empty when it can record.
    public var problems: [(key: Key, message: String)] {
        settings.problems(for: type)
    }

    /// Decodes a configuration from its flat keys; `optional` defaults to `false`.
    /// - Throws: `DecodingError` for a missing or mistyped key, or a value `problems` names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let settings = DeviceSettings(
            device: try container.decodeIfPresent(String.self, forKey: .device),
            frequency: try container.decodeIfPresent(Double.self, forKey: .frequency),
            chunkBytes: try container.decodeIfPresent(Int.self, forKey: .chunkBytes),
            chunkSeconds: try container.decodeIfPresent(Double.self, forKey: .chunkSeconds),
            bufferCapacity: try container.decodeIfPresent(Int.self, forKey: .bufferCapacity),
            calibrationMatrix: try container.decodeIfPresent([Double].self, forKey: .calibrationMatrix),
            grab: try container.decodeIfPresent(Bool.self, forKey: .grab),
            movementThreshold: try container.decodeIfPresent(Double.self, forKey: .movementThreshold))
        self.init(identifier: try container.decode(String.self, forKey: .identifier),
                  type: try container.decode(SensorType.self, forKey: .type),
                  optional: try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false,
                  settings: settings,
                  span: RecorderSpan(startStepIdentifier: try container.decodeIfPresent(String.self, forKey: .startStepIdentifier),
                                     stopStepIdentifier: try container.decodeIfPresent(String.self, forKey: .stopStepIdentifier)))
        if let problem = problems.first {
            throw DecodingError.dataCorruptedError(forKey: problem.key, in: container, debugDescription: problem.message)
        }
    }

    /// Encodes the configuration flat, absent settings left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(settings.frequency, forKey: .frequency)
        try container.encodeIfPresent(settings.device, forKey: .device)
        try container.encodeIfPresent(settings.chunkBytes, forKey: .chunkBytes)
        try container.encodeIfPresent(settings.chunkSeconds, forKey: .chunkSeconds)
        try container.encodeIfPresent(settings.bufferCapacity, forKey: .bufferCapacity)
        try container.encodeIfPresent(span.startStepIdentifier, forKey: .startStepIdentifier)
        try container.encodeIfPresent(span.stopStepIdentifier, forKey: .stopStepIdentifier)
        try container.encode(optional, forKey: .optional)
        try container.encodeIfPresent(settings.calibrationMatrix, forKey: .calibrationMatrix)
        try container.encodeIfPresent(settings.grab, forKey: .grab)
        try container.encodeIfPresent(settings.movementThreshold, forKey: .movementThreshold)
    }
}
