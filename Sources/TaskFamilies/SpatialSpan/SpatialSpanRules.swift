import ActiveTasks

/// The parameters of the spatial span memory game, with ResearchKit's defaults and limits.
public struct SpatialSpanRules: Sendable, Equatable {
    /// Seconds without a correct tap after which a game ends as a timeout.
    public static let activityTimeout = 20.0
    /// The longest sequence a game may ask for.
    public static let largestSpan = 20

    /// The sequence length of the first game.
    public var initialSpan: Int
    /// The shortest sequence failures shrink the span to.
    public var minimumSpan: Int
    /// The longest sequence successes grow the span to.
    public var maximumSpan: Int
    /// Seconds per target during playback; each target is lit for half of it.
    public var playSpeed: Double
    /// How many games are played at most.
    public var maximumTests: Int
    /// How many failed or timed-out games in a row end the step.
    public var maximumConsecutiveFailures: Int
    /// Whether the sequence is played backwards, so the participant repeats it reversed.
    public var requireReversal: Bool

    /// Creates rules; the defaults are ResearchKit's.
    public init(initialSpan: Int = 3, minimumSpan: Int = 2, maximumSpan: Int = 15, playSpeed: Double = 1,
                maximumTests: Int = 5, maximumConsecutiveFailures: Int = 3, requireReversal: Bool = false) {
        self.initialSpan = initialSpan
        self.minimumSpan = minimumSpan
        self.maximumSpan = maximumSpan
        self.playSpeed = playSpeed
        self.maximumTests = maximumTests
        self.maximumConsecutiveFailures = maximumConsecutiveFailures
        self.requireReversal = requireReversal
    }

    /// Every broken limit as (member, message): spans 2 … 20 with minimum ≤ initial ≤ maximum,
    /// play speed 0.5 … 20 s, at least one test and one failure.
    public var problems: [(member: String, message: String)] {
        var found: [(String, String)] = []
        if minimumSpan < 2 { found.append(("minimumSpan", "\(minimumSpan) is below 2; use 2 or more")) }
        if initialSpan < minimumSpan {
            found.append(("initialSpan", "\(initialSpan) is below minimumSpan \(minimumSpan); raise it"))
        }
        if maximumSpan < initialSpan {
            found.append(("maximumSpan", "\(maximumSpan) is below initialSpan \(initialSpan); raise it"))
        }
        if maximumSpan > Self.largestSpan {
            found.append(("maximumSpan", "\(maximumSpan) is above \(Self.largestSpan); lower it"))
        }
        if !(0.5...20).contains(playSpeed) {
            found.append(("playSpeed", "\(playSpeed) s is outside 0.5 … 20 s"))
        }
        if maximumTests < 1 { found.append(("maximumTests", "\(maximumTests) is below 1; use 1 or more")) }
        if maximumConsecutiveFailures < 1 {
            found.append(("maximumConsecutiveFailures", "\(maximumConsecutiveFailures) is below 1; use 1 or more"))
        }
        return found
    }
}
