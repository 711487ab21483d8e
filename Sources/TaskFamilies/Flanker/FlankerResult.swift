import ActiveTasks

/// The result of one flanker step: every trial shown, in order, and the buttons the touches were
/// judged on.
///
/// Written in a step result of `taskResult.json` with `"resultType": "flanker"`.
public struct FlankerResult: TypedResult {
    /// The type tag that marks a flanker result in `taskResult.json`.
    public static let resultType = "flanker"

    /// Always `"flanker"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The number of trials the step asked for.
    public var numberOfTrials: Int
    /// The buttons' frames in normalized screen units, in `FlankerDirection.allCases` order.
    public var buttonRects: [SpatialSpanRect]
    /// The trials shown, in order; fewer than `numberOfTrials` when the step was stopped.
    public var trials: [FlankerTrial]

    /// Creates a result.
    public init(identifier: String, numberOfTrials: Int, buttonRects: [SpatialSpanRect] = FlankerLayout.buttons,
                trials: [FlankerTrial]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.numberOfTrials = numberOfTrials
        self.buttonRects = buttonRects
        self.trials = trials
    }
}
