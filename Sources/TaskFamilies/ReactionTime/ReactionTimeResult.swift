import ActiveTasks

/// The attempts of a reaction-time step. ResearchKit's `ORKReactionTimeResult` is one per
/// successful attempt with the stimulus's `timestamp`; ours keeps every attempt (successes, too
/// late, too early) with the time the device moved and the latency, and the step's settings.
/// Written in a step result of `taskResult.json` with `"resultType": "reactionTime"`.
public struct ReactionTimeResult: TypedResult {
    /// The type tag that marks a reaction-time result in `taskResult.json`.
    public static let resultType = "reactionTime"

    /// Always `"reactionTime"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// The acceleration that ended an attempt, g.
    public var thresholdAcceleration: Double
    /// Seconds allowed after the stimulus.
    public var timeout: Double
    /// The successful attempts asked for.
    public var numberOfAttempts: Int
    /// Every attempt, in order.
    public var trials: [ReactionTimeTrial]

    /// Creates a result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - thresholdAcceleration: The threshold, g.
    ///   - timeout: Seconds allowed after the stimulus.
    ///   - numberOfAttempts: The successes asked for.
    ///   - trials: Every attempt.
    public init(identifier: String, thresholdAcceleration: Double, timeout: Double, numberOfAttempts: Int,
                trials: [ReactionTimeTrial]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.thresholdAcceleration = thresholdAcceleration
        self.timeout = timeout
        self.numberOfAttempts = numberOfAttempts
        self.trials = trials
    }
}
