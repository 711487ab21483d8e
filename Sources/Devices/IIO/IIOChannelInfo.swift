import RecordingFormat

/// One input channel of an IIO device as libiio describes it, copied out of libiio at once.
public struct IIOChannelInfo: Sendable, Hashable {
    /// The channel's id (`accel_x`, `anglvel_z`, `timestamp`).
    public var identifier: String
    /// The channel's kind: `accel`, `anglvel`, `timestamp` or the kernel's prefix for others.
    public var kind: String
    /// The axis, `x`, `y` or `z`, for three-axis channels.
    public var axis: String?
    /// The scan index, or `nil` when the channel cannot be buffered.
    public var scanIndex: Int?
    /// How the channel is stored in a scan, or `nil` when it cannot be buffered.
    public var format: IIODataFormat?
    /// The `scale` attribute (shared `in_accel_scale` or per-channel `in_accel_x_scale`); 1 when absent.
    public var scale: Double
    /// The `offset` attribute, added to the raw value before scaling; 0 when absent.
    public var offset: Double

    /// Creates a channel description.
    public init(identifier: String, kind: String, axis: String?, scanIndex: Int?, format: IIODataFormat?,
                scale: Double = 1, offset: Double = 0) {
        self.identifier = identifier
        self.kind = kind
        self.axis = axis
        self.scanIndex = scanIndex
        self.format = format
        self.scale = scale
        self.offset = offset
    }

    /// The sensor this channel feeds: `accel` → accelerometer, `anglvel` → gyroscope.
    public var sensorType: SensorType? {
        switch kind {
        case "accel": return .accelerometer
        case "anglvel": return .gyroscope
        default: return nil
        }
    }

    /// One line for `activetask devices`: kind, scan index, format, scale and offset.
    public var summary: String {
        let index = scanIndex.map { "index \($0)" } ?? "not buffered"
        let format = format?.typeString ?? "-"
        return "\(kind), \(index), \(format), scale \(scale), offset \(offset)"
    }
}
