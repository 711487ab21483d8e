import ActiveTasks

/// The attempts of a touch reaction-time step. ResearchKit writes one
/// `ORKNormalizedReactionTimeResult` per attempt; ours gathers them in one result with the step's
/// settings. Written in a step result of `taskResult.json` with
/// `"resultType": "normalizedReactionTime"`.
public struct NormalizedReactionTimeResult: TypedResult {
    /// The type tag that marks a touch reaction-time result in `taskResult.json`.
    public static let resultType = "normalizedReactionTime"

    /// Always `"normalizedReactionTime"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// Seconds allowed after the stimulus.
    public var timeout: Double
    /// The attempts the step asked for.
    public var numberOfAttempts: Int
    /// Every attempt, in order; fewer than `numberOfAttempts` when the run was stopped.
    public var trials: [NormalizedReactionTimeTrial]

    /// Creates a result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - timeout: Seconds allowed after the stimulus.
    ///   - numberOfAttempts: The attempts asked for.
    ///   - trials: Every attempt.
    public init(identifier: String, timeout: Double, numberOfAttempts: Int, trials: [NormalizedReactionTimeTrial]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.timeout = timeout
        self.numberOfAttempts = numberOfAttempts
        self.trials = trials
    }
}
