import ActiveTasks

/// The result of one touch-ability step: every trial run, in order, each with its gesture
/// (ResearchKit's `ORKTouchAbilityTapResult`, `…LongPressResult` and `…SwipeResult`, one per
/// gesture, gathered in one result), and the page size its pixels are measured on.
///
/// Written in a step result of `taskResult.json` with `"resultType": "touchAbility"`.
public struct TouchAbilityResult: TypedResult {
    /// The type tag that marks a touch-ability result in `taskResult.json`.
    public static let resultType = "touchAbility"

    /// Always `"touchAbility"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The page's width in pixels that distances are measured on.
    public var pixelWidth: Double
    /// The page's height in pixels.
    public var pixelHeight: Double
    /// The trials run, in order; fewer than planned when the step was stopped.
    public var trials: [TouchAbilityTrial]

    /// Creates a result measured on `TouchAbilityLayout`'s page.
    public init(identifier: String, trials: [TouchAbilityTrial]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.pixelWidth = TouchAbilityLayout.pixelWidth
        self.pixelHeight = TouchAbilityLayout.pixelHeight
        self.trials = trials
    }
}
