import ActiveTasks

/// The result of one hole-peg step (ResearchKit's `ORKHolePegTestResult`): the step's settings,
/// ResearchKit's totals, and every move of the peg.
///
/// Written in a step result of `taskResult.json` with `"resultType": "holePeg"`.
public struct HolePegResult: TypedResult {
    /// The type tag that marks a hole-peg result in `taskResult.json`.
    public static let resultType = "holePeg"

    /// Always `"holePeg"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// Place or remove.
    public var action: HolePegAction
    /// The hand the step asked for.
    public var hand: BodySide
    /// ResearchKit's `movingDirection`: the side the peg started at.
    public var movingDirection: BodySide
    /// ResearchKit's `dominantHandTested`.
    public var dominantHandTested: Bool
    /// Pegs the step asked for.
    public var numberOfPegs: Int
    /// The fraction of the hole that counts as in it.
    public var threshold: Double
    /// Whether the peg had to be turned to fit.
    public var rotated: Bool
    /// Pegs placed (or removed): ResearchKit's `totalSuccesses`.
    public var totalSuccesses: Int
    /// Pegs dropped: ResearchKit's `totalFailures`.
    public var totalFailures: Int
    /// Seconds from the first pick-up to the last peg, or to the time limit (ResearchKit's
    /// `totalTime`, `stepDuration - timeRemaining` from the first move); 0 when the peg was never
    /// picked up.
    public var totalTime: Double
    /// The sum of the successful moves' distances, in reference pixels (ResearchKit's `totalDistance`).
    public var totalDistance: Double
    /// Where the peg started, normalized.
    public var pegRect: SpatialSpanRect
    /// The hole (place) or the line (remove), normalized.
    public var targetRect: SpatialSpanRect
    /// Every move, in order.
    public var moves: [HolePegMove]

    /// Creates a result.
    public init(identifier: String, action: HolePegAction, hand: BodySide, movingDirection: BodySide, dominantHandTested: Bool,
                numberOfPegs: Int, threshold: Double, rotated: Bool, totalTime: Double, layout: HolePegLayout, moves: [HolePegMove]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.action = action
        self.hand = hand
        self.movingDirection = movingDirection
        self.dominantHandTested = dominantHandTested
        self.numberOfPegs = numberOfPegs
        self.threshold = threshold
        self.rotated = rotated
        self.totalSuccesses = moves.count(where: { !$0.dropped })
        self.totalFailures = moves.count(where: \.dropped)
        self.totalTime = totalTime
        self.totalDistance = moves.filter { !$0.dropped }.reduce(0) { $0 + $1.distance }
        self.pegRect = layout.peg
        self.targetRect = layout.target
        self.moves = moves
    }
}
