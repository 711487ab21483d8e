import ActiveTasks

/// The result of one Trail Making step (ResearchKit's `ORKTrailmakingResult`,
/// `ORKTrailmakingResult.h` lines 52–57: `taps`, `numberOfErrors`), with the trail, its layout,
/// the circles' frames and labels the taps were judged on.
///
/// Written in a step result of `taskResult.json` with `"resultType": "trailmaking"`.
public struct TrailMakingResult: TypedResult {
    /// The type tag that marks a Trail Making result in `taskResult.json`.
    public static let resultType = "trailmaking"

    /// Always `"trailmaking"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The trail, `A` or `B`.
    public var trailType: TrailMakingType
    /// ResearchKit's layout and how it was mirrored.
    public var layout: TrailMakingLayout
    /// The circles' frames in normalized screen units, in the order they are to be tapped.
    public var circles: [SpatialSpanRect]
    /// The circles' labels, in the same order.
    public var labels: [String]
    /// Every tap, in order.
    public var taps: [TrailMakingTap]
    /// The number of wrong taps.
    public var numberOfErrors: Int

    /// Creates a result of the taps of a trail on `layout`.
    public init(identifier: String, trailType: TrailMakingType, layout: TrailMakingLayout, taps: [TrailMakingTap]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.trailType = trailType
        self.layout = layout
        self.circles = layout.circles
        self.labels = trailType.labels
        self.taps = taps
        self.numberOfErrors = taps.filter(\.incorrect).count
    }

    /// The times of the correct taps, in order: one per circle reached.
    public var correctTimes: [Double] { taps.filter { !$0.incorrect }.map(\.timestamp) }

    /// Whether every circle was tapped in order.
    public var isComplete: Bool { correctTimes.count == circles.count }
}
