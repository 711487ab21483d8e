import ActiveTasks

/// One attempt of a reaction-time step: when the stimulus appeared, when the device first moved
/// over the threshold and how the attempt ended. Times are `CLOCK_MONOTONIC` seconds, the clock
/// of the recording's `uptime` (a sample's is its chunk's `zeroUptime` + its `timestamp`), as
/// ResearchKit's `ORKReactionTimeResult.timestamp` is `systemUptime`.
public struct ReactionTimeTrial: Codable, Sendable, Equatable {
    /// How an attempt ended.
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// The device moved over the threshold after the stimulus, within the timeout.
        case success
        /// The timeout passed after the stimulus without such a movement.
        case timeout
        /// The device moved over the threshold before the stimulus.
        case falseStart
    }

    /// How the attempt ended.
    public var outcome: Outcome
    /// When the stimulus appeared; `nil` for a false start (it never did).
    public var stimulusUptime: Double?
    /// The kernel time of the first accelerometer sample over the threshold; `nil` on a timeout.
    public var responseUptime: Double?
    /// `responseUptime − stimulusUptime`, seconds, on a success; `nil` otherwise.
    public var latency: Double?
    /// The acceleration of that sample with gravity taken out (`UserAcceleration`), g.
    public var peakAcceleration: Double?

    /// Creates an attempt's record.
    /// - Parameters:
    ///   - outcome: How it ended.
    ///   - stimulusUptime: When the stimulus appeared.
    ///   - responseUptime: When the device moved over the threshold.
    ///   - peakAcceleration: The acceleration of that sample, g.
    public init(outcome: Outcome, stimulusUptime: Double?, responseUptime: Double?, peakAcceleration: Double?) {
        self.outcome = outcome
        self.stimulusUptime = stimulusUptime
        self.responseUptime = responseUptime
        self.peakAcceleration = peakAcceleration
        if outcome == .success, let stimulusUptime, let responseUptime { latency = responseUptime - stimulusUptime }
    }
}
