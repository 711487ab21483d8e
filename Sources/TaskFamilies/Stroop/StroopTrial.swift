import ActiveTasks

/// One Stroop trial (ResearchKit's `ORKStroopResult`): the word shown, the colour it was printed
/// in, the colour chosen and when.
public struct StroopTrial: Codable, Sendable, Equatable {
    /// The colour the word was printed in: the right answer.
    public var color: StroopColor
    /// The colour the word names.
    public var text: StroopColor
    /// The colour whose button was chosen; `nil` when the trial timed out unanswered.
    public var colorSelected: StroopColor?
    /// When the word appeared, in seconds since the step began.
    public var startTime: Double
    /// When the button was touched (the touch event's own time) or its key pressed, in seconds
    /// since the step began; `nil` when unanswered.
    public var endTime: Double?
    /// Where the finger came down, in normalized screen units; `nil` for a key or no answer.
    public var location: SpatialSpanPoint?

    /// Creates a trial.
    public init(color: StroopColor, text: StroopColor, colorSelected: StroopColor? = nil, startTime: Double,
                endTime: Double? = nil, location: SpatialSpanPoint? = nil) {
        self.color = color
        self.text = text
        self.colorSelected = colorSelected
        self.startTime = startTime
        self.endTime = endTime
        self.location = location
    }

    /// Whether the word names the colour it is printed in.
    public var isCongruent: Bool { color == text }

    /// Whether the colour chosen is the colour the word was printed in.
    public var isCorrect: Bool { colorSelected == color }

    /// Seconds from the word to the answer; `nil` when unanswered.
    public var reactionTime: Double? { endTime.map { $0 - startTime } }
}
