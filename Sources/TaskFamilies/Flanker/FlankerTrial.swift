import ActiveTasks

/// One flanker trial: a row of five arrows whose middle one points `direction`, the four
/// flankers pointing the same way (congruent) or the other (incongruent), and the answer given.
public struct FlankerTrial: Codable, Sendable, Equatable {
    /// The middle arrow's direction: the right answer.
    public var direction: FlankerDirection
    /// Whether the flankers point the way the middle arrow does.
    public var isCongruent: Bool
    /// The direction chosen; `nil` when the trial timed out unanswered.
    public var response: FlankerDirection?
    /// When the row appeared, in seconds since the step began.
    public var startTime: Double
    /// When the button was touched (the touch event's own time) or its key pressed, in seconds
    /// since the step began; `nil` when unanswered.
    public var endTime: Double?
    /// Where the finger came down, in normalized screen units; `nil` for a key or no answer.
    public var location: SpatialSpanPoint?

    /// Creates a trial.
    public init(direction: FlankerDirection, isCongruent: Bool, response: FlankerDirection? = nil, startTime: Double,
                endTime: Double? = nil, location: SpatialSpanPoint? = nil) {
        self.direction = direction
        self.isCongruent = isCongruent
        self.response = response
        self.startTime = startTime
        self.endTime = endTime
        self.location = location
    }

    /// The flankers' direction.
    public var flankerDirection: FlankerDirection { isCongruent ? direction : direction.opposite }

    /// The row as text, flankers around the middle arrow: `<<<<<`, `>><>>`.
    public var arrows: String {
        let flanker = flankerDirection.arrow
        return String([flanker, flanker, direction.arrow, flanker, flanker])
    }

    /// Whether the direction chosen is the middle arrow's.
    public var isCorrect: Bool { response == direction }

    /// Seconds from the row to the answer; `nil` when unanswered.
    public var reactionTime: Double? { endTime.map { $0 - startTime } }
}
