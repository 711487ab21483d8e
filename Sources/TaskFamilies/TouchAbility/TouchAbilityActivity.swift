import ActiveTasks
import RecordingFormat

/// A touch-ability step: runs `TouchAbilityTest` on the presenter's clock. Every touch from the
/// touch recorder goes into the running trial at the touch event's own time; a terminal stands
/// in for fingers with keys (`press(_:at:key:)`, `lift(at:key:)`, `swipe(_:key:at:)`, `scroll(by:key:at:)`) and skips
/// the two-finger trials keys cannot make (`skipTwoFingerTrial(at:)`).
public final class TouchAbilityActivity: StepActivity {
    /// The touch identifier of the finger a key stands for.
    static let keyFinger = -1

    /// The step.
    public let step: TouchAbilityStep
    /// The language of the instruction, status and summary.
    public let language: BuiltInLanguage
    /// The trials.
    public let test: TouchAbilityTest
    private var clock = ActivityClock()
    private var keyTrial: Int?

    /// Creates the activity.
    /// - Parameters:
    ///   - step: The step.
    ///   - language: The language of the texts.
    ///   - seed: Seeds the targets' order.
    public init(step: TouchAbilityStep, language: BuiltInLanguage, seed: UInt64) {
        self.step = step
        self.language = language
        self.test = TouchAbilityTest(gestures: step.gestures, seed: seed, trialsPerGesture: step.trialsPerGesture,
                                     scrollDirection: step.scrollDirection)
    }

    /// Shows the first target.
    public func begin(at time: Double) {
        clock.begin(at: time)
        test.begin(at: 0)
    }

    /// Moves the trials on: the next target appears, an untouched one times out.
    public func advance(to time: Double) {
        clock.advance(to: time)
        test.advance(to: clock.elapsed)
    }

    /// Takes touches: each finger's events go into the running trial's tracks.
    public func receive(_ sample: Sample, at time: Double) {
        guard case .touch(let touch) = sample else { return }
        test.touch(touch.phase.rawValue, touchId: touch.touchId, at: SpatialSpanPoint(x: touch.x, y: touch.y),
                   time: time - clock.start)
    }

    /// A key standing for a finger coming down at `point` (a grid cell's centre); `lift(at:key:)`
    /// lifts it, as a terminal reports no key releases.
    /// - Parameters:
    ///   - point: Where the finger comes down, in normalized screen units.
    ///   - time: Seconds on the presenter's clock.
    ///   - key: The key pressed.
    public func press(_ point: SpatialSpanPoint, at time: Double, key: String) {
        guard !isHolding, test.currentTrial != nil else { return }
        keyTrial = test.trials.count - 1
        test.touch("began", touchId: Self.keyFinger, at: point, time: time - clock.start, key: key)
    }

    /// A key lifting the finger a key put down, where it last was.
    /// - Parameters:
    ///   - time: Seconds on the presenter's clock.
    ///   - key: The key pressed.
    public func lift(at time: Double, key: String) {
        guard isHolding, let point = test.currentTrial?.tracks.last?.last?.point else { return }
        keyTrial = nil
        test.touch("ended", touchId: Self.keyFinger, at: point, time: time - clock.start, key: key)
    }

    /// A key standing for a tap: a finger down and up at `point` at once.
    /// - Parameters:
    ///   - point: Where the finger taps, in normalized screen units.
    ///   - time: Seconds on the presenter's clock.
    ///   - key: The key pressed.
    public func tap(_ point: SpatialSpanPoint, at time: Double, key: String) {
        guard !isHolding, test.currentTrial != nil else { return }
        test.touch("began", touchId: Self.keyFinger, at: point, time: time - clock.start, key: key)
        test.touch("ended", touchId: Self.keyFinger, at: point, time: time - clock.start, key: key)
    }

    /// A key standing for a swipe: a finger moving 200 px from the grid's middle in `direction` at once.
    /// - Parameters:
    ///   - direction: The direction.
    ///   - key: The key pressed.
    ///   - time: Seconds on the presenter's clock.
    public func swipe(_ direction: SwipeDirection, key: String, at time: Double) {
        guard !isHolding, test.currentTrial != nil else { return }
        let origin = TouchAbilityLayout.swipeOrigin, (dx, dy) = direction.unit
        let end = SpatialSpanPoint(x: origin.x + 200 * dx / TouchAbilityLayout.pixelWidth,
                                   y: origin.y + 200 * dy / TouchAbilityLayout.pixelHeight)
        test.touch("began", touchId: Self.keyFinger, at: origin, time: time - clock.start, key: key)
        test.touch("ended", touchId: Self.keyFinger, at: end, time: time - clock.start, key: key)
    }

    /// A key standing for a finger dragging the scroll list by `items` items (positive: on, the
    /// offset growing; negative: back): the first puts the finger down in the list's middle, each
    /// moves it; `lift(at:key:)` lets go.
    /// - Parameters:
    ///   - items: Items to scroll by.
    ///   - key: The key pressed.
    ///   - time: Seconds on the presenter's clock.
    public func scroll(by items: Int, key: String, at time: Double) {
        guard let trial = test.currentTrial, let direction = trial.scrollDirection else { return }
        let list = TouchAbilityScrollList.frame
        let middle = SpatialSpanPoint(x: list.x + list.width / 2, y: list.y + list.height / 2)
        if !isHolding {
            keyTrial = test.trials.count - 1
            test.touch("began", touchId: Self.keyFinger, at: middle, time: time - clock.start, key: key)
        }
        guard let last = test.currentTrial?.tracks.last?.last?.point else { return }
        let step = Double(items) * TouchAbilityScrollList.itemLength(direction)
        let point = direction == .vertical ? SpatialSpanPoint(x: last.x, y: last.y - step / TouchAbilityLayout.pixelHeight)
            : SpatialSpanPoint(x: last.x - step / TouchAbilityLayout.pixelWidth, y: last.y)
        test.touch("moved", touchId: Self.keyFinger, at: point, time: time - clock.start, key: key)
    }

    /// A key skipping a pinch or rotation trial no finger has touched: keys cannot make two
    /// fingers' gestures; the trial is recorded untouched, `skipped`.
    /// - Parameter time: Seconds on the presenter's clock.
    public func skipTwoFingerTrial(at time: Double) {
        guard test.currentTrial?.gesture.takesTwoFingers == true else { return }
        test.skip(at: time - clock.start)
    }

    /// Whether a key holds a finger down in the running trial (a long press a key began; a
    /// trial that ended meanwhile, timed out, let it go).
    public var isHolding: Bool { keyTrial == test.trials.count - 1 && test.currentTrial != nil }

    /// Whether the last trial has ended.
    public var isFinished: Bool { test.isFinished }

    /// The touch-ability result.
    public var results: [ResultItem] {
        [.typed(TouchAbilityResult(identifier: step.identifier, trials: test.trials))]
    }

    /// Tap, hold, swipe, scroll, pinch or turn as each target asks.
    public var instruction: String {
        BuiltInText.touchAbilityInstruction.text(in: language, String(test.plan.count))
    }

    /// The running trial's gesture and number: `Tap the square (3/26)`.
    public var status: String? {
        guard let trial = test.currentTrial else { return nil }
        return trial.gesture.status.text(in: language, String(test.trials.count), String(test.plan.count))
    }

    /// The trials that succeeded.
    public func summary(after seconds: Double) -> String? {
        BuiltInText.touchAbilitySummary.text(in: language, String(test.trials.filter(\.success).count), String(test.trials.count))
    }
}
