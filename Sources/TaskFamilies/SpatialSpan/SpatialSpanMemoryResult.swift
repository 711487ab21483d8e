import ActiveTasks

/// The result of one spatial span memory step (issue 7): the participant repeats sequences of
/// highlighted targets of growing length; one record per game.
///
/// Written in a step result of `taskResult.json` with `"type": "spatialSpanMemory"`.
public struct SpatialSpanMemoryResult: TypedResult {
    /// The type tag that marks a spatial span memory result in `taskResult.json`.
    public static let resultType = "spatialSpanMemory"

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
    /// Whether the games were played backwards (ResearchKit's `requireReversal`): each sequence
    /// was shown reversed and repeated in its own order, so the participant reversed what they saw.
    /// A result written before this member existed reads as `false`.
    public var requireReversal: Bool

    /// Creates a result.
    public init(identifier: String, score: Int, numberOfGames: Int, numberOfFailures: Int,
                gameRecords: [SpatialSpanGameRecord], requireReversal: Bool = false) {
        self.type = Self.resultType
        self.identifier = identifier
        self.score = score
        self.numberOfGames = numberOfGames
        self.numberOfFailures = numberOfFailures
        self.gameRecords = gameRecords
        self.requireReversal = requireReversal
    }

    private enum CodingKeys: String, CodingKey {
        case type, identifier, score, numberOfGames, numberOfFailures, gameRecords, requireReversal
    }

    /// Reads a result; a missing `requireReversal` (a result of an older version) is `false`.
    /// - Parameter decoder: The decoder positioned at the result's object.
    /// - Throws: `DecodingError` when a member is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        identifier = try container.decode(String.self, forKey: .identifier)
        score = try container.decode(Int.self, forKey: .score)
        numberOfGames = try container.decode(Int.self, forKey: .numberOfGames)
        numberOfFailures = try container.decode(Int.self, forKey: .numberOfFailures)
        gameRecords = try container.decode([SpatialSpanGameRecord].self, forKey: .gameRecords)
        requireReversal = try container.decodeIfPresent(Bool.self, forKey: .requireReversal) ?? false
    }
}
