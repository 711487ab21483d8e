/// A step that counts down before an active step; it advances by itself when the time is up.
public struct CountdownStep: ActivityStep {
    /// The identifier, title, text shown during the countdown, and navigation.
    public var header: StepHeader
    /// Seconds counted down.
    public var countdown: Double

    /// Creates a countdown step.
    /// - Parameters:
    ///   - header: The identifier, title, text shown during the countdown, and navigation.
    ///   - countdown: Seconds counted down.
    public init(header: StepHeader, countdown: Double = 5) {
        self.header = header
        self.countdown = countdown
    }

    /// Reads the step from task JSON; `duration` defaults to 5 seconds.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let duration = reader.double("duration")
        guard let header else { return nil }
        self.init(header: header, countdown: duration ?? 5)
    }

    /// `"countdown"`.
    public var type: String { "countdown" }
    /// The countdown in seconds.
    public var duration: Double? { countdown }
}
