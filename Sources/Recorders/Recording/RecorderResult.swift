import RecordingFormat

/// What one recorder produced: its chunks, its errors and how many samples it dropped.
public struct RecorderResult: Sendable, Equatable, Codable {
    /// The recorder configuration's identifier.
    public var identifier: String
    /// The sensor recorded.
    public var sensorType: SensorType
    /// The device that served the recorder, when one was opened.
    public var device: DeviceDescription?
    /// Every chunk written, in sequence order.
    public var files: [FileResult]
    /// What went wrong: the device could not start or was lost, writing failed.
    public var errors: [ActivetaskError]
    /// Samples recorded in no chunk: those the bounded buffer dropped (the sum over `files`) and
    /// those lost after a write failed.
    public var droppedCount: Int

    /// Creates a result.
    public init(identifier: String, sensorType: SensorType, device: DeviceDescription?,
                files: [FileResult], errors: [ActivetaskError], droppedCount: Int) {
        self.identifier = identifier
        self.sensorType = sensorType
        self.device = device
        self.files = files
        self.errors = errors
        self.droppedCount = droppedCount
    }
}
