/// Where a touch sample stands in the life of one touch.
public enum TouchPhase: String, Codable, Sendable, Hashable, CaseIterable {
    /// The finger came down.
    case began
    /// The finger moved while down.
    case moved
    /// The finger lifted.
    case ended
    /// The touch was lost without a lift (device removed, events dropped, recording stopped).
    case cancelled
}
