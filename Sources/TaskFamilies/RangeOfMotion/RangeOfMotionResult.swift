import ActiveTasks

/// The range of motion of one limb, with ResearchKit's `ORKRangeOfMotionResult` fields and
/// formulas (`-[ORKRangeOfMotionStepViewController result]`), in degrees: `start` is 90° less the
/// device's pitch when the step began, and the others are `start` less the pitch turned since:
/// `finish` at the end, `minimum` at the largest, `maximum` at the smallest, `range` their
/// difference. Written in a step result of `taskResult.json` with `"resultType": "rangeOfMotion"`.
public struct RangeOfMotionResult: TypedResult {
    /// The type tag that marks a range-of-motion result in `taskResult.json`.
    public static let resultType = "rangeOfMotion"

    /// Always `"rangeOfMotion"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// 90° less the device's pitch at the start.
    public var start: Double
    /// `start` less the pitch turned at the end.
    public var finish: Double
    /// `start` less the largest pitch turned.
    public var minimum: Double
    /// `start` less the smallest pitch turned.
    public var maximum: Double
    /// `|maximum − minimum|`.
    public var range: Double
    /// Gyroscope samples the orientation filter took (0: no orientation, every angle 0).
    public var sampleCount: Int

    /// Creates a result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - start: 90° less the starting pitch.
    ///   - finish: The angle at the end.
    ///   - minimum: The smallest angle.
    ///   - maximum: The largest angle.
    ///   - sampleCount: Gyroscope samples taken.
    public init(identifier: String, start: Double, finish: Double, minimum: Double, maximum: Double, sampleCount: Int) {
        self.type = Self.resultType
        self.identifier = identifier
        self.start = start
        self.finish = finish
        self.minimum = minimum
        self.maximum = maximum
        self.range = abs(maximum - minimum)
        self.sampleCount = sampleCount
    }
}
