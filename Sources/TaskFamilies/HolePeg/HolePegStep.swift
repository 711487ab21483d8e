import ActiveTasks
import RecordingFormat

/// One step of ResearchKit's hole-peg test (`ORKHolePegTestPlaceStep`, `ORKHolePegTestRemoveStep`):
/// the participant drags a peg with two fingers into a hole, or out of it behind a line,
/// `numberOfPegs` times with one hand; played by `HolePegTest`.
///
/// JSON: `{ "type": "holePeg", "identifier": "hole.peg.test.dominant.place", "action": "place",
/// "dominantHand": "right", "dominantHandTested": true, "numberOfPegs": 9, "threshold": 0.2,
/// "rotated": false, "timeLimit": 300, "recorders": [ … ] }`. `action` (`place` or `remove`) is
/// required; `dominantHand` defaults to `right`, `dominantHandTested` to `true`, `numberOfPegs` to 9
/// (at least 1), `threshold` to 0.2 (0 … 1), `rotated` to `false` (a remove step is never
/// rotated), `timeLimit` to 300 s (0 for none, otherwise at least 1 s), as ResearchKit's
/// `holePegTestTaskWithIdentifier:` and `validateParameters` have them. The peg moves as
/// ResearchKit's `movingDirection` says: the dominant hand's place step and the other hand's
/// remove step start at the dominant hand's side, the other two at the other side.
public struct HolePegStep: ActivityStep {
    /// ResearchKit's shortest time limit, in seconds (`ORKHolePegTestMinimumDuration`).
    public static let minimumTimeLimit = 1.0

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// Place or remove.
    public var action: HolePegAction
    /// The participant's dominant hand.
    public var dominantHand: BodySide
    /// Whether this step is done with the dominant hand.
    public var dominantHandTested: Bool
    /// Pegs to place (or remove).
    public var numberOfPegs: Int
    /// The fraction of the hole that counts as in it.
    public var threshold: Double
    /// Whether the peg must be turned 45° to fit (place steps only).
    public var rotated: Bool
    /// Seconds from the first pick-up before the step ends; 0 for no limit.
    public var timeLimit: Double
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a hole-peg step.
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - action: Place or remove.
    ///   - dominantHand: The participant's dominant hand.
    ///   - dominantHandTested: Whether this step is done with the dominant hand.
    ///   - numberOfPegs: Pegs to place (or remove).
    ///   - threshold: The fraction of the hole that counts as in it.
    ///   - rotated: Whether the peg must be turned to fit.
    ///   - timeLimit: Seconds from the first pick-up; 0 for none.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, action: HolePegAction, dominantHand: BodySide = .right, dominantHandTested: Bool = true,
                numberOfPegs: Int = 9, threshold: Double = 0.2, rotated: Bool = false, timeLimit: Double = 300,
                recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.action = action
        self.dominantHand = dominantHand
        self.dominantHandTested = dominantHandTested
        self.numberOfPegs = numberOfPegs
        self.threshold = threshold
        self.rotated = rotated && action == .place
        self.timeLimit = timeLimit
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let actionName = reader.string("action")
        let action = actionName.flatMap(HolePegAction.init(rawValue:))
        if action == nil {
            reader.log.error(reader.path(of: "action"), actionName.map { "\"\($0)\" is not a hole-peg action; use \"place\" or \"remove\"" }
                             ?? "missing; say \"place\" (peg into the hole) or \"remove\" (peg behind the line)")
        }
        let handName = reader.string("dominantHand") ?? "right"
        let hand = BodySide(rawValue: handName)
        if hand == nil {
            reader.log.error(reader.path(of: "dominantHand"), "\"\(handName)\" is not a hand; use \"left\" or \"right\"")
        }
        let pegs = reader.int("numberOfPegs") ?? 9
        if pegs < 1 {
            reader.log.error(reader.path(of: "numberOfPegs"), "\(pegs) is below ResearchKit's minimum of 1 peg; use 1 or more")
        }
        let threshold = reader.double("threshold") ?? 0.2
        if !(0...1).contains(threshold) {
            reader.log.error(reader.path(of: "threshold"), "\(threshold) is outside 0 … 1 (the fraction of the hole that counts as in it); use a number in that range")
        }
        let limit = reader.double("timeLimit") ?? 300
        if limit != 0, limit < Self.minimumTimeLimit {
            reader.log.error(reader.path(of: "timeLimit"), "\(limit) s is below ResearchKit's minimum of 1 s; use 0 for no limit or 1 or more")
        }
        let tested = reader.bool("dominantHandTested") ?? true
        let rotated = reader.bool("rotated") ?? false
        let recorders = reader.recorders("recorders")
        guard let header, let action, let hand else { return nil }
        self.init(header: header, action: action, dominantHand: hand, dominantHandTested: tested, numberOfPegs: pegs,
                  threshold: threshold, rotated: rotated, timeLimit: limit, recorders: recorders)
    }

    /// `"holePeg"`.
    public var type: String { "holePeg" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// The time limit, counted from the first pick-up; `nil` when there is none.
    public var duration: Double? { timeLimit > 0 ? timeLimit : nil }

    /// The hand this step is done with.
    public var hand: BodySide { dominantHandTested ? dominantHand : dominantHand.opposite }

    /// ResearchKit's `movingDirection`: the dominant hand's side for the dominant place and the
    /// other hand's remove step, the other side for the rest
    /// (`ORKOrderedTask+ORKPredefinedActiveTask.m`, `holePegTestTaskWithIdentifier:`).
    public var movingDirection: BodySide {
        (action == .place) == dominantHandTested ? dominantHand : dominantHand.opposite
    }

    /// Plays the step from touches.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        HolePegActivity(step: self, isUnattended: context.isUnattended, language: context.language)
    }
}
