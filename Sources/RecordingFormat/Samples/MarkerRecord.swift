/// A marker line: something that happened during a recording that is not a sample.
///
/// Marker lines carry `"type": "marker"` and no `"sensorType"`.
public struct MarkerRecord: Sendable, Equatable, Hashable {
    /// Seconds since the recording started (its monotonic zero).
    public var timestamp: Double
    /// What happened.
    public var event: MarkerEvent
    /// The step the marker concerns, for step changes.
    public var stepIdentifier: String?
    /// A human-readable detail, for faults and gaps.
    public var message: String?

    /// Creates a marker.
    public init(timestamp: Double, event: MarkerEvent, stepIdentifier: String? = nil, message: String? = nil) {
        self.timestamp = timestamp
        self.event = event
        self.stepIdentifier = stepIdentifier
        self.message = message
    }
}
