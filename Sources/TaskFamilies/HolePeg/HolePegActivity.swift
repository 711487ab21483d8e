import ActiveTasks
import RecordingFormat

/// A hole-peg step: touches from the touch recorder (the kiosk's pointers, a touchscreen's
/// multitouch slots, a replay's touch ids) go into a `HolePegTest` at their own times; the step
/// ends when every peg is placed (or removed), or its time limit after the first pick-up runs
/// out (ResearchKit's active step timer starts at the first move, `holePegTestPlaceDidProgress:`).
///
/// Unattended, a step whose peg is never picked up ends after its time limit (300 s when it has
/// none) rather than waiting for a person who is not there.
public final class HolePegActivity: StepActivity {
    /// The unattended wait of a step without a time limit, in seconds.
    public static let unattendedWait = 300.0

    /// The step.
    public let step: HolePegStep
    /// The language of the instruction and summary.
    public let language: BuiltInLanguage
    /// The peg's moves so far.
    public let test: HolePegTest
    private let isUnattended: Bool
    private var clock = ActivityClock()

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - isUnattended: Whether a step never touched ends by itself.
    ///   - language: The language of the instruction and summary.
    public init(step: HolePegStep, isUnattended: Bool, language: BuiltInLanguage = .english) {
        self.step = step
        self.language = language
        self.isUnattended = isUnattended
        self.test = HolePegTest(action: step.action, movingDirection: step.movingDirection, numberOfPegs: step.numberOfPegs,
                                threshold: step.threshold, rotated: step.rotated)
    }

    /// Starts the step.
    public func begin(at time: Double) { clock.begin(at: time) }

    /// Moves the step's clock on.
    public func advance(to time: Double) { clock.advance(to: time) }

    /// Takes touches (x and y normalized over the screen), each at its own time.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .touch(let touch) = sample, !isFinished else { return }
        test.touch(touch.phase, id: touch.touchId, at: SpatialSpanPoint(x: touch.x, y: touch.y), time: time - clock.start)
    }

    /// Seconds left of the time limit: all of it until the first pick-up.
    public var remaining: Double? {
        guard let limit = step.duration else { return nil }
        guard let first = test.firstPickUp else { return limit }
        return max(0, limit - (clock.elapsed - first))
    }

    /// Whether every peg is placed (or removed), the time limit ran out, or (unattended) the
    /// peg was never picked up in time.
    public var isFinished: Bool {
        if test.isComplete || remaining == 0 { return true }
        return isUnattended && test.firstPickUp == nil && clock.elapsed >= (step.duration ?? Self.unattendedWait)
    }

    /// The hole-peg result.
    public var results: [ResultItem] {
        let moves = test.moves
        let totalTime: Double
        if let first = test.firstPickUp {
            let end = test.isComplete ? (moves.last?.endTime ?? first) : clock.elapsed
            totalTime = min(end - first, step.duration ?? .infinity)
        } else {
            totalTime = 0
        }
        return [.typed(HolePegResult(identifier: step.identifier, action: step.action, hand: step.hand,
                                       movingDirection: step.movingDirection, dominantHandTested: step.dominantHandTested,
                                       numberOfPegs: step.numberOfPegs, threshold: step.threshold, rotated: step.rotated,
                                       totalTime: totalTime, layout: test.layout, moves: moves))]
    }

    /// Pick the peg up with two fingers, carry it, lift a finger to let it go.
    public var instruction: String {
        BuiltInText.holePegInstruction.text(in: language, String(step.numberOfPegs))
    }

    /// The pegs placed (or removed) and dropped.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.holePegSummary.text(in: language, String(test.successes), String(step.numberOfPegs), String(test.failures))
    }
}
