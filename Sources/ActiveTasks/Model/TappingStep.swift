import Recorders

/// The two-finger tapping step: the participant taps two targets alternately with one hand for
/// `duration` seconds from the first on-target tap (ResearchKit's tapping interval step).
///
/// JSON: `{ "type": "tapping", "identifier": "tapping.right", "hand": "right", "duration": 20,
/// "recorders": [ … ] }`; `duration` defaults to 20 s and may not be below 5 s; `hand` is
/// `left` or `right`. The targets are `TappingLayout.standard`.
public struct TappingStep: Step {
    /// The shortest duration allowed, in seconds.
    public static let minimumDuration = 5.0

    /// The step's identifier.
    public var identifier: String
    /// A short title.
    public var title: String?
    /// Instructions shown while the step runs.
    public var text: String?
    /// The hand tapping, `left` or `right`, when named.
    public var hand: String?
    /// Seconds from the first on-target tap.
    public var tappingDuration: Double
    /// The targets, in normalized screen units.
    public var layout: TappingLayout
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]
    /// Navigation out of the step.
    public var navigation: StepNavigation

    /// Creates a tapping step.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - title: A short title.
    ///   - text: Instructions.
    ///   - hand: `left` or `right`, when named.
    ///   - duration: Seconds from the first on-target tap.
    ///   - layout: The targets.
    ///   - recorders: The recorders that record during the step.
    ///   - navigation: Navigation out of the step.
    public init(identifier: String, title: String? = nil, text: String? = nil, hand: String? = nil, duration: Double = 20,
                layout: TappingLayout = .standard, recorders: [RecorderConfiguration] = [],
                navigation: StepNavigation = StepNavigation()) {
        self.identifier = identifier
        self.title = title
        self.text = text
        self.hand = hand
        self.tappingDuration = duration
        self.layout = layout
        self.stepRecorders = recorders
        self.navigation = navigation
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let duration = reader.double("duration") ?? 20
        if duration < Self.minimumDuration {
            reader.log.error(reader.path(of: "duration"), "\(duration) s is below the tapping minimum of 5 s; use 5 or more")
        }
        let hand = reader.string("hand")
        if let hand, hand != "left", hand != "right" {
            reader.log.error(reader.path(of: "hand"), "\"\(hand)\" is not a hand; use \"left\" or \"right\"")
        }
        let recorders = reader.recorders("recorders")
        guard let identifier = header.identifier else { return nil }
        self.init(identifier: identifier, title: header.title, text: header.text, hand: hand, duration: duration,
                  recorders: recorders, navigation: header.navigation)
    }

    /// `"tapping"`.
    public var type: String { "tapping" }
    /// A tapping step runs by itself once tapping began.
    public var isActive: Bool { true }
    /// The tapping duration.
    public var duration: Double? { tappingDuration }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }

    /// Takes taps from touches or keys.
    public func makeActivity(in context: ActivityContext) -> (any StepActivity)? {
        TappingActivity(step: self, isUnattended: context.isUnattended)
    }
}
