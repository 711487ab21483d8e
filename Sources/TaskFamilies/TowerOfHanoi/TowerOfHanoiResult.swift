import ActiveTasks

/// The result of one Tower of Hanoi step (ResearchKit's `ORKTowerOfHanoiResult`,
/// `ORKTowerOfHanoiResult.h` lines 58–63: `puzzleWasSolved`, `moves`), with the refused moves and
/// whether the participant gave up.
///
/// Written in a step result of `taskResult.json` with `"resultType": "towerOfHanoi"`.
public struct TowerOfHanoiResult: TypedResult {
    /// The type tag that marks a Tower of Hanoi result in `taskResult.json`.
    public static let resultType = "towerOfHanoi"

    /// Always `"towerOfHanoi"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The number of disks.
    public var numberOfDisks: Int
    /// Whether every disk reached the last tower.
    public var puzzleWasSolved: Bool
    /// Whether the participant gave up ("I cannot solve this puzzle").
    public var gaveUp: Bool
    /// The moves made, in order.
    public var moves: [TowerOfHanoiMove]
    /// The moves refused (a larger disk on a smaller one), in order.
    public var illegalMoves: [TowerOfHanoiMove]
    /// The towers' frames in normalized screen units, left to right.
    public var towerRects: [SpatialSpanRect]

    /// Creates a result.
    public init(identifier: String, numberOfDisks: Int, puzzleWasSolved: Bool, gaveUp: Bool, moves: [TowerOfHanoiMove],
                illegalMoves: [TowerOfHanoiMove], towerRects: [SpatialSpanRect] = TowerOfHanoiLayout.towers) {
        self.type = Self.resultType
        self.identifier = identifier
        self.numberOfDisks = numberOfDisks
        self.puzzleWasSolved = puzzleWasSolved
        self.gaveUp = gaveUp
        self.moves = moves
        self.illegalMoves = illegalMoves
        self.towerRects = towerRects
    }
}
