import ActiveTasks

/// One attempt of a touch reaction-time step, with ResearchKit's `ORKNormalizedReactionTimeResult`
/// fields (`ORKNormalizedReactionTimeResult.h`: `timerStartDate`, `timerEndDate`,
/// `stimulusStartDate`, `reactionDate`, `currentInterval`) as `CLOCK_MONOTONIC` seconds, the clock
/// of the recording's `uptime`, and what follows from them.
///
/// The touch's time is the touch event's own (the evdev `input_event` time, or the kiosk page's
/// pointer-event time); the stimulus's is when the presenter showed it (its due time, or in the
/// kiosk the animation frame that painted it): docs/ANALYSIS.md, "Timing you can trust".
public struct NormalizedReactionTimeTrial: Codable, Sendable, Equatable {
    /// How the attempt ended: a touch after the stimulus, a touch before it, or none in time.
    public var outcome: ReactionTimeTrial.Outcome
    /// When the attempt's wait began (ResearchKit's `timerStartDate`; it has a hold button whose
    /// release starts it, we have none: see docs/TASK-JSON.md).
    public var timerStartUptime: Double
    /// When the attempt ended: the touch, or the stimulus plus the timeout (`timerEndDate`).
    public var timerEndUptime: Double
    /// When the stimulus showed (`stimulusStartDate`); `nil` for a false start.
    public var stimulusStartUptime: Double?
    /// When the finger came down (`reactionDate`); `nil` on a timeout.
    public var reactionUptime: Double?
    /// The wait drawn before the stimulus, seconds (`currentInterval`).
    public var currentInterval: Double
    /// `reactionUptime − stimulusStartUptime`, seconds, on a success; `nil` otherwise.
    public var reactionTime: Double?
    /// `timerEndUptime − timerStartUptime`, seconds.
    public var totalDuration: Double
    /// Where the finger came down, in normalized screen units; `nil` for a key press or a timeout.
    public var location: SpatialSpanPoint?

    /// Creates an attempt's record.
    /// - Parameters:
    ///   - outcome: How it ended.
    ///   - timerStartUptime: When its wait began.
    ///   - timerEndUptime: When it ended.
    ///   - stimulusStartUptime: When the stimulus showed.
    ///   - reactionUptime: When the finger came down.
    ///   - currentInterval: The wait drawn, seconds.
    ///   - location: Where the finger came down.
    public init(outcome: ReactionTimeTrial.Outcome, timerStartUptime: Double, timerEndUptime: Double, stimulusStartUptime: Double?,
                reactionUptime: Double?, currentInterval: Double, location: SpatialSpanPoint?) {
        self.outcome = outcome
        self.timerStartUptime = timerStartUptime
        self.timerEndUptime = timerEndUptime
        self.stimulusStartUptime = stimulusStartUptime
        self.reactionUptime = reactionUptime
        self.currentInterval = currentInterval
        self.totalDuration = timerEndUptime - timerStartUptime
        self.location = location
        if outcome == .success, let stimulusStartUptime, let reactionUptime { reactionTime = reactionUptime - stimulusStartUptime }
    }
}
