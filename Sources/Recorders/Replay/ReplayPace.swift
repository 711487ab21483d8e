import RecordingFormat

/// How fast a `ReplaySource` plays a recording back.
public enum ReplayPace: String, Sendable, Codable, CaseIterable {
    /// Each sample is emitted when the new recording reaches its recorded timestamp.
    case recorded
    /// Samples are emitted as fast as they can be read; a recorder whose buffer fills within one
    /// drain interval (100 ms) drops and counts the rest, so give it a `bufferCapacity` as large
    /// as the recording.
    case fast
}
