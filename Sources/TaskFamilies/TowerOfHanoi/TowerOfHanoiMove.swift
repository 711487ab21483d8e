import ActiveTasks

/// One move of a Tower of Hanoi puzzle (ResearchKit's `ORKTowerOfHanoiMove`,
/// `ORKTowerOfHanoiResult.h` lines 89–109: `timestamp`, `donorTowerIndex`, `recipientTowerIndex`),
/// or one move refused because it put a larger disk on a smaller one.
public struct TowerOfHanoiMove: Codable, Sendable, Equatable {
    /// Seconds since the puzzle's first move, 0 for the first (ResearchKit's `timestamp`,
    /// `ORKTowerOfHanoiStepViewController.m` line 256); for a refused move, since the first move
    /// made, or 0 before any.
    public var timestamp: Double
    /// When the recipient tower was touched (the touch event's own time) or its key pressed, in
    /// seconds since the step began.
    public var time: Double
    /// The tower the disk was taken from: 0, 1 or 2, left to right.
    public var donorTowerIndex: Int
    /// The tower the disk was put on: 0, 1 or 2, left to right.
    public var recipientTowerIndex: Int

    /// Creates a move.
    public init(timestamp: Double, time: Double, donorTowerIndex: Int, recipientTowerIndex: Int) {
        self.timestamp = timestamp
        self.time = time
        self.donorTowerIndex = donorTowerIndex
        self.recipientTowerIndex = recipientTowerIndex
    }
}
