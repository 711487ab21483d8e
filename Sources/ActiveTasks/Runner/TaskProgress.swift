/// Where a run is: the current step's position among the task's steps.
public struct TaskProgress: Sendable, Equatable {
    /// The current step's position in order, from 1.
    public var current: Int
    /// The number of steps (sections counted by their steps).
    public var total: Int
    /// Whether navigation rules may skip or repeat steps, so `total` is only an estimate.
    public var isEstimated: Bool

    /// Creates a progress value.
    /// - Parameters:
    ///   - current: The current position, from 1.
    ///   - total: The number of steps.
    ///   - isEstimated: Whether rules make the total an estimate.
    public init(current: Int, total: Int, isEstimated: Bool) {
        self.current = current
        self.total = total
        self.isEstimated = isEstimated
    }
}
