/// How one recorder records: which sensor, how often, from which device, in what chunks.
///
/// Attached to an active step it records for that step; attached to a task with
/// `startStepIdentifier` / `stopStepIdentifier` it spans steps (SageResearch semantics: it starts
/// when the start step begins, or with the task when absent, and stops when the stop step ends,
/// or with the task when absent).
public struct RecorderConfiguration: Sendable, Equatable, Hashable, Codable {
    /// Names the recorder; chunk file names and file results derive from it.
    public var identifier: String
    /// The sensor recorded.
    public var type: SensorType
    /// The requested sampling frequency in Hz (motion sensors); the device's nearest is used.
    public var frequency: Double?
    /// Selects the device: an IIO device name or id, an input node, or gpsd's `HOST:PORT`.
    /// Absent: the device is found at run time (autodetection, CLI flags, device profile).
    public var device: String?
    /// Start a new chunk when the current one reaches this many bytes.
    public var chunkBytes: Int?
    /// Start a new chunk when the current one has been open this many seconds.
    public var chunkSeconds: Double?
    /// Capacity of the bounded buffer between the source and the writer, in samples.
    public var bufferCapacity: Int?
    /// For task-level recorders: the step whose start starts the recorder.
    public var startStepIdentifier: String?
    /// For task-level recorders: the step whose end stops the recorder.
    public var stopStepIdentifier: String?
    /// When `true`, a device that cannot start gives an error result instead of stopping the run.
    public var optional: Bool
    /// Touch: libinput's 2×3 calibration matrix `a, b, c, d, e, f`, applied to normalized positions.
    public var calibrationMatrix: [Double]?
    /// Touch: take the device exclusively (`EVIOCGRAB`) so that no other program acts on the taps.
    public var grab: Bool?
    /// Touch: the smallest move, in normalized units, that gives a `moved` sample (absent: every move).
    public var movementThreshold: Double?

    /// Creates a recorder configuration.
    public init(identifier: String, type: SensorType, frequency: Double? = nil, device: String? = nil,
                chunkBytes: Int? = nil, chunkSeconds: Double? = nil, bufferCapacity: Int? = nil,
                startStepIdentifier: String? = nil, stopStepIdentifier: String? = nil,
                optional: Bool = false, calibrationMatrix: [Double]? = nil, grab: Bool? = nil,
                movementThreshold: Double? = nil) {
        self.identifier = identifier
        self.type = type
        self.frequency = frequency
        self.device = device
        self.chunkBytes = chunkBytes
        self.chunkSeconds = chunkSeconds
        self.bufferCapacity = bufferCapacity
        self.startStepIdentifier = startStepIdentifier
        self.stopStepIdentifier = stopStepIdentifier
        self.optional = optional
        self.calibrationMatrix = calibrationMatrix
        self.grab = grab
        self.movementThreshold = movementThreshold
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, type, frequency, device, chunkBytes, chunkSeconds, bufferCapacity
        case startStepIdentifier, stopStepIdentifier, optional
        case calibrationMatrix, grab, movementThreshold
    }

    /// Decodes a configuration; `optional` defaults to `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        type = try container.decode(SensorType.self, forKey: .type)
        frequency = try container.decodeIfPresent(Double.self, forKey: .frequency)
        device = try container.decodeIfPresent(String.self, forKey: .device)
        chunkBytes = try container.decodeIfPresent(Int.self, forKey: .chunkBytes)
        chunkSeconds = try container.decodeIfPresent(Double.self, forKey: .chunkSeconds)
        bufferCapacity = try container.decodeIfPresent(Int.self, forKey: .bufferCapacity)
        startStepIdentifier = try container.decodeIfPresent(String.self, forKey: .startStepIdentifier)
        stopStepIdentifier = try container.decodeIfPresent(String.self, forKey: .stopStepIdentifier)
        optional = try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false
        calibrationMatrix = try container.decodeIfPresent([Double].self, forKey: .calibrationMatrix)
        grab = try container.decodeIfPresent(Bool.self, forKey: .grab)
        movementThreshold = try container.decodeIfPresent(Double.self, forKey: .movementThreshold)
    }
}
