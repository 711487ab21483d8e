/// Which analysis a recording gets.
public enum AnalysisKind: String, Sendable, CaseIterable, Codable {
    /// Gait from the accelerometer (and distance from location, when recorded).
    case walk
    /// Finger tapping from touches.
    case tapping
    /// The spatial span memory game from the task's results.
    case memory
}
