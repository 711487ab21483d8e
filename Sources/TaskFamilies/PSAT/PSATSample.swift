import ActiveTasks

/// One addition of a PSAT series (ResearchKit's `ORKPSATSample`): the digit shown, the sum
/// touched and whether it was the sum of this digit and the one before, with when each happened.
public struct PSATSample: Codable, Sendable, Equatable {
    /// The digit shown, 1 … 9.
    public var digit: Int
    /// The digit before it: the sum asked for is `previousDigit + digit`.
    public var previousDigit: Int
    /// The last sum touched while the digit was the newest, 3 … 17; `nil` when none was touched
    /// (ResearchKit writes -1).
    public var answer: Int?
    /// Whether `answer` is `previousDigit + digit`.
    public var correct: Bool
    /// When the digit appeared, in seconds since the step began: the stimulus time.
    public var startTime: Double
    /// When the last answer was touched (the touch event's own time) or typed, in seconds since
    /// the step began; `nil` when unanswered.
    public var answerTime: Double?
    /// ResearchKit's `time`: seconds from the digit to the answer, or the whole interval when
    /// unanswered.
    public var time: Double
    /// Where the finger came down on the answer's key, in normalized screen units; `nil` for a
    /// typed answer or none.
    public var location: SpatialSpanPoint?

    /// Creates a sample.
    public init(digit: Int, previousDigit: Int, answer: Int? = nil, startTime: Double, answerTime: Double? = nil,
                interStimulusInterval: Double, location: SpatialSpanPoint? = nil) {
        self.digit = digit
        self.previousDigit = previousDigit
        self.answer = answer
        self.correct = answer == previousDigit + digit
        self.startTime = startTime
        self.answerTime = answerTime
        self.time = answerTime.map { $0 - startTime } ?? interStimulusInterval
        self.location = location
    }
}
