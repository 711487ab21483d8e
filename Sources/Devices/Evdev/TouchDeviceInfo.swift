import RecordingFormat

/// What discovery learned about one touch device.
public struct TouchDeviceInfo: Sendable, Equatable, Hashable {
    /// The name its driver reports.
    public var name: String
    /// Its node, such as `/dev/input/event7`.
    public var node: String
    /// Touchscreen, touchpad or single-touch.
    public var kind: TouchDeviceKind
    /// The horizontal axis range of touch positions (`ABS_MT_POSITION_X`, or `ABS_X`).
    public var xRange: AxisRange
    /// The vertical axis range of touch positions (`ABS_MT_POSITION_Y`, or `ABS_Y`).
    public var yRange: AxisRange
    /// The number of multitouch slots; 0 for a single-touch device.
    public var slotCount: Int

    /// Creates a description.
    public init(name: String, node: String, kind: TouchDeviceKind, xRange: AxisRange, yRange: AxisRange,
                slotCount: Int) {
        self.name = name
        self.node = node
        self.kind = kind
        self.xRange = xRange
        self.yRange = yRange
        self.slotCount = slotCount
    }

    /// The description chunk headers and `activetask devices` show: kind, axis ranges, slots.
    public var deviceDescription: DeviceDescription {
        DeviceDescription(name: name, identifier: node, backend: EvdevSourceProvider.backendName,
                          details: ["kind": kind.rawValue, "x": xRange.description, "y": yRange.description,
                                    "slots": String(slotCount)])
    }
}
