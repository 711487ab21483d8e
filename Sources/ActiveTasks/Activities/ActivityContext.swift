/// How a presenter runs activities: whether a person is there to continue them, and where it
/// draws the memory board.
public struct ActivityContext: Sendable {
    /// Seconds an unattended memory step waits between games before it plays the next one.
    public static let unattendedPause = 1.0

    /// Whether nobody is there to press a key (headless runs): the memory game moves on to its
    /// next game by itself, and a tapping step nobody tapped ends after its duration.
    public var isUnattended: Bool
    /// The memory board's frame in normalized screen units; the whole screen by default.
    public var boardFrame: SpatialSpanRect
    /// The language of the activity's instruction and summary.
    public var language: BuiltInLanguage
    /// What speaks the step's stimuli (the auditory PSAT's digits); `nil` when the run is silent.
    public var voice: (any StimulusVoice)?

    /// Creates a context.
    /// - Parameters:
    ///   - isUnattended: Whether nobody is there to press a key.
    ///   - boardFrame: The memory board's frame in normalized screen units.
    ///   - language: The language of the activity's instruction and summary.
    ///   - voice: What speaks the step's stimuli; `nil` when the run is silent.
    public init(isUnattended: Bool, boardFrame: SpatialSpanRect = SpatialSpanRect(x: 0, y: 0, width: 1, height: 1),
                language: BuiltInLanguage = .english, voice: (any StimulusVoice)? = nil) {
        self.isUnattended = isUnattended
        self.boardFrame = boardFrame
        self.language = language
        self.voice = voice
    }
}
