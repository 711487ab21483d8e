import ActiveTasks

/// How a spatial span game ended.
public enum SpatialSpanGameStatus: String, CaseIterable, Codable, Sendable, Equatable {
    /// The game did not finish normally.
    case unknown
    /// The whole sequence was repeated correctly.
    case success
    /// A wrong target was touched.
    case failure
    /// The participant did not finish in time.
    case timeout
}
