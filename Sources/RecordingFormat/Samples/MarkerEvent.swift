/// What a marker line records. Extensible: recorders may define their own events.
public struct MarkerEvent: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    /// The value written as the marker's `"event"`.
    public var rawValue: String

    /// Creates an event from its written name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an event from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A step of the task began while a spanning recorder ran; `stepIdentifier` names it.
    public static let stepStarted: MarkerEvent = "stepStarted"
    /// A step of the task ended while a spanning recorder ran; `stepIdentifier` names it.
    public static let stepEnded: MarkerEvent = "stepEnded"
    /// The location source lost its fix; no position is written until `fixRegained`.
    public static let fixLost: MarkerEvent = "fixLost"
    /// The location source has a fix again after `fixLost`.
    public static let fixRegained: MarkerEvent = "fixRegained"
    /// The source's connection broke; samples between this and `sourceReconnected` are missing.
    public static let sourceDisconnected: MarkerEvent = "sourceDisconnected"
    /// The source's connection is back after `sourceDisconnected`.
    public static let sourceReconnected: MarkerEvent = "sourceReconnected"
    /// The kernel dropped events (for evdev, `SYN_DROPPED`); the source resynchronized.
    public static let eventsDropped: MarkerEvent = "eventsDropped"
}
