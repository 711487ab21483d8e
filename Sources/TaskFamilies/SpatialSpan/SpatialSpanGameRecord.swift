import ActiveTasks

/// One game of the spatial span memory task: the sequence shown and the touches made.
public struct SpatialSpanGameRecord: Codable, Sendable, Equatable {
    /// The random seed the sequence was generated from.
    public var seed: UInt32
    /// The targets shown, in order, as 0-based indices into `targetRects`.
    public var sequence: [Int]
    /// The number of targets on the board.
    public var gameSize: Int
    /// The targets' frames, in the touch samples' coordinate space.
    public var targetRects: [SpatialSpanRect]
    /// The participant's touches, in order.
    public var touchSamples: [SpatialSpanTouchSample]
    /// How the game ended.
    public var gameStatus: SpatialSpanGameStatus
    /// The points this game earned.
    public var score: Int

    /// Creates a game record.
    public init(seed: UInt32, sequence: [Int], gameSize: Int, targetRects: [SpatialSpanRect],
                touchSamples: [SpatialSpanTouchSample], gameStatus: SpatialSpanGameStatus, score: Int) {
        self.seed = seed
        self.sequence = sequence
        self.gameSize = gameSize
        self.targetRects = targetRects
        self.touchSamples = touchSamples
        self.gameStatus = gameStatus
        self.score = score
    }
}
