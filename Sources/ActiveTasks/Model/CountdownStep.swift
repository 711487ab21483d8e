/// A step that counts down before an active step; it advances by itself when the time is up.
public struct CountdownStep: Step {
    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// Text shown during the countdown.
    public var text: String?
    /// Seconds counted down.
    public var countdown: Double
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates a countdown step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: Text shown during the countdown.
    ///   - countdown: Seconds counted down.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, countdown: Double = 5,
                navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.countdown = countdown
        self.navigation = navigation
    }

    /// Reads the step from task JSON; `duration` defaults to 5 seconds.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let duration = reader.double("duration")
        guard let identifier = header.identifier else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, countdown: duration ?? 5,
                  navigation: header.navigation)
    }

    /// `"countdown"`.
    public var type: String { "countdown" }
    /// A countdown runs by itself.
    public var isActive: Bool { true }
    /// The countdown in seconds.
    public var duration: Double? { countdown }
}
