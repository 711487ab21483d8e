import RecordingFormat

/// Buffer and trigger settings for an IIO capture; `nil` picks a default from the sampling frequency
/// (100 Hz for a device without `sampling_frequency`).
public struct IIOCaptureOptions: Sendable, Hashable {
    /// Scans the kernel buffer holds (`buffer/length`), rounded up to a multiple of the watermark;
    /// default: half a second of scans, at least 16.
    public var bufferLength: Int?
    /// Scans that must be in the buffer before a read wakes up (`buffer/watermark`), also the most
    /// one read returns; default: a twentieth of a second of scans, at least 1.
    public var watermark: Int?
    /// The trigger to make current (`trigger/current_trigger`), by id (`trigger0`) or name
    /// (`bmi160-dev1`); `nil` keeps the device's current trigger.
    public var trigger: String?

    /// Creates capture options.
    public init(bufferLength: Int? = nil, watermark: Int? = nil, trigger: String? = nil) {
        self.bufferLength = bufferLength
        self.watermark = watermark
        self.trigger = trigger
    }

    /// The watermark used at `frequency` Hz.
    func resolvedWatermark(frequency: Double) -> Int {
        watermark ?? max(1, Int(frequency / 20))
    }

    /// The buffer length asked for at `frequency` Hz; never below the watermark.
    func resolvedBufferLength(frequency: Double) -> Int {
        max(bufferLength ?? max(16, Int(frequency / 2)), resolvedWatermark(frequency: frequency))
    }
}
