import ActiveTasks

/// The result of one Stroop step: every trial shown, in order (ResearchKit's `ORKStroopResult`,
/// one per trial, gathered in one result), and the buttons the touches were judged on.
///
/// Written in a step result of `taskResult.json` with `"resultType": "stroop"`.
public struct StroopResult: TypedResult {
    /// The type tag that marks a Stroop result in `taskResult.json`.
    public static let resultType = "stroop"

    /// Always `"stroop"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The number of trials the step asked for.
    public var numberOfAttempts: Int
    /// The buttons' frames in normalized screen units, in `StroopColor.allCases` order.
    public var buttonRects: [SpatialSpanRect]
    /// The trials shown, in order; fewer than `numberOfAttempts` when the step was stopped.
    public var trials: [StroopTrial]

    /// Creates a result.
    public init(identifier: String, numberOfAttempts: Int, buttonRects: [SpatialSpanRect] = StroopLayout.buttons,
                trials: [StroopTrial]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.numberOfAttempts = numberOfAttempts
        self.buttonRects = buttonRects
        self.trials = trials
    }
}
