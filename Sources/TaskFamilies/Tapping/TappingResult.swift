import ActiveTasks

/// The result of one tapping step (issue 7): every tap from the first on-target tap until the
/// step's duration ran out, and the two targets in normalized screen units.
///
/// Written in a step result of `taskResult.json` with `"resultType": "tapping"`.
public struct TappingResult: TypedResult {
    /// The type tag that marks a tapping result in `taskResult.json`.
    public static let resultType = "tapping"

    /// Always `"tapping"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The hand tapping, `left` or `right`, when the step names one.
    public var hand: String?
    /// The step's duration in seconds, counted from the first on-target tap.
    public var stepDuration: Double
    /// The taps, in order.
    public var samples: [TappingSample]
    /// The left target.
    public var leftTarget: TappingLayout.Target
    /// The right target.
    public var rightTarget: TappingLayout.Target

    /// Creates a result.
    public init(identifier: String, hand: String?, stepDuration: Double, samples: [TappingSample], layout: TappingLayout) {
        self.type = Self.resultType
        self.identifier = identifier
        self.hand = hand
        self.stepDuration = stepDuration
        self.samples = samples
        self.leftTarget = layout.left
        self.rightTarget = layout.right
    }
}
