import RecordingFormat

/// Where a `ReplaySource` puts the recording on the new recording's timeline.
public enum ReplayAlignment: String, Sendable, Codable, CaseIterable {
    /// Samples keep their recorded timestamps, so record → replay → record writes the same
    /// samples. Right when the source starts with the recording (`activetask record --replay`).
    case recording
    /// The recording starts over when the source starts, as a device begins delivering when it is
    /// opened: timestamps are shifted by the time from the recording's zero to the source's start.
    /// Right for recorders that start with a step (`activetask run --replay`).
    case sourceStart
}
