/// A step that counts down before an active step; it advances by itself when the time is up.
public struct CountdownStep: ActivityStep {
    /// The identifier, title, text shown during the countdown, and navigation.
    public var header: StepHeader
    /// Seconds counted down.
    public var countdown: Double
    /// What the countdown says and sounds.
    public var spokenGuidance: SpokenGuidance

    /// Creates a countdown step.
    /// - Parameters:
    ///   - header: The identifier, title, text shown during the countdown, and navigation.
    ///   - countdown: Seconds counted down.
    ///   - spokenGuidance: What it says and sounds.
    public init(header: StepHeader, countdown: Double = 5, spokenGuidance: SpokenGuidance = SpokenGuidance()) {
        self.header = header
        self.countdown = countdown
        self.spokenGuidance = spokenGuidance
    }

    /// Reads the step from task JSON; `duration` defaults to 5 seconds.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let duration = reader.double("duration")
        let spoken = reader.spokenGuidance()
        guard let header else { return nil }
        self.init(header: header, countdown: duration ?? 5, spokenGuidance: spoken)
    }

    /// `"countdown"`.
    public var type: String { "countdown" }
    /// The countdown in seconds.
    public var duration: Double? { countdown }
}
