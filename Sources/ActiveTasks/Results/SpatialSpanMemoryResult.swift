/// The result of one spatial span memory step (issue 7): the participant repeats sequences of
/// highlighted targets of growing length; one record per game.
///
/// Written in a step result of `taskResult.json` with `"type": "spatialSpanMemory"`.
public struct SpatialSpanMemoryResult: Codable, Sendable, Equatable {
    /// The type tag that marks a spatial span memory result in `taskResult.json`.
    public static let typeName = "spatialSpanMemory"

    /// Always `"spatialSpanMemory"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The total score over all games.
    public var score: Int
    /// How many games were played.
    public var numberOfGames: Int
    /// How many games ended in failure.
    public var numberOfFailures: Int
    /// One record per game, in the order played.
    public var gameRecords: [SpatialSpanGameRecord]

    /// Creates a result.
    public init(identifier: String, score: Int, numberOfGames: Int, numberOfFailures: Int,
                gameRecords: [SpatialSpanGameRecord]) {
        self.type = Self.typeName
        self.identifier = identifier
        self.score = score
        self.numberOfGames = numberOfGames
        self.numberOfFailures = numberOfFailures
        self.gameRecords = gameRecords
    }
}
