import RecordingFormat

/// Where a recorder stands in its life.
public enum RecorderStatus: Sendable, Equatable {
    /// Created, not started.
    case idle
    /// Accepting samples.
    case recording
    /// Stopped; its result is final.
    case stopped
    /// Writing failed; samples are no longer written. The error names the chunk.
    case failed(ActivetaskError)
}
