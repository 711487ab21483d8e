import RecordingFormat

/// How fast a `ReplaySource` plays a recording back.
public enum ReplayPace: String, Sendable, Codable, CaseIterable {
    /// Each sample is emitted when the new recording reaches its recorded timestamp.
    case recorded
    /// Samples are emitted as fast as the recorders take them: the replay waits while a
    /// recorder's buffer is full (`SampleSource.waitsForRecorders`), so every sample is written
    /// and none is dropped, whatever the buffer's capacity.
    case fast
}
