import ActiveTasks

/// ResearchKit's touch-ability trials, headless: the targets of each gesture asked for, in
/// ResearchKit's order, driven by touches and by the times the caller passes in, so a
/// presenter, a replay or a test run it the same way.
///
/// Tap and long press: one trial per cell of the 3 × 3 grid, the cells listed column by column,
/// shuffled (`i` from 0: swap `i` with `next() % (count - i) + i`) and taken from the end, as
/// `ORKTouchAbilityTapStepViewController.m` does with `arc4random` and `removeLastObject` (lines
/// 159–165, 198); swipe: up, down, left, right twice over, shuffled the same way and taken from
/// the start (`ORKTouchAbilitySwipeStepViewController.m` lines 127–142, 148); scroll: the four
/// pairs of `TouchAbilityScrollList.trials` twice over, shuffled the same way and taken from the
/// start (`ORKTouchAbilityScrollStepViewController.m` lines 144–162, 167); pinch and rotation:
/// `TouchAbilityTwoFingers`' four targets twice over, shuffled the same way and taken from the
/// start (`ORKTouchAbilityPinchStepViewController.m` lines 123–131, 140,
/// `ORKTouchAbilityRotationStepViewController.m` lines 124–132, 141). `next()` is SplitMix64
/// (`SpatialSpanRandom`) seeded with the step's seed, shuffles drawn in the order of the gestures.
///
/// A trial takes every finger that comes down while it runs; it ends when the last finger
/// lifts (`ORKTouchAbilityTouchTracker.m` line 147), and the next begins `pause` seconds later
/// (ResearchKit hides the target for 1 s). Ours: a trial that hears of no finger for
/// `trialTimeout` seconds ends there, so an unattended run ends: untouched, without tracks and
/// unsuccessful, or, when a finger never lifted (a lost `ended` event), judged on its tracks so far. Not thread-safe: use a test from one thread.
public final class TouchAbilityTest {
    /// Seconds from one trial's end to the next trial (`setContentViewHidden`'s `totalDuration`,
    /// `ORKTouchAbilityContentView.m` line 314).
    public static let pause = 1.0
    /// Seconds a trial waits for a touch event (the first, or the next while a finger is down) before it ends.
    public static let trialTimeout = 10.0

    /// The trials to run, in order, before they begin.
    public let plan: [TouchAbilityTrial]
    /// The trials begun so far, the running one last.
    public private(set) var trials: [TouchAbilityTrial] = []
    private var nextStart: Double?
    private var fingers: [Int: Int] = [:]

    /// Creates the trials of `gestures`, in order; the first begins at `begin(at:)`.
    /// - Parameters:
    ///   - gestures: The gestures asked for.
    ///   - seed: Seeds the shuffles.
    ///   - trialsPerGesture: Keeps each gesture's first trials only (all when `nil`).
    ///   - scrollDirection: The scroll list's axis.
    public init(gestures: [TouchAbilityGesture], seed: UInt64, trialsPerGesture: Int? = nil, scrollDirection: ScrollDirection = .vertical) {
        var generator = SpatialSpanRandom(seed: seed)
        var plan: [TouchAbilityTrial] = []
        for gesture in gestures {
            switch gesture {
            case .tap, .longPress:
                let size = TouchAbilityLayout.gridSize
                let cells = Self.shuffled((0..<size).flatMap { column in (0..<size).map { row in (column, row) } }, &generator)
                plan += cells.reversed().prefix(trialsPerGesture ?? cells.count).map {
                    TouchAbilityTrial(gesture: gesture, targetRect: TouchAbilityLayout.target(column: $0.0, row: $0.1), startTime: 0)
                }
            case .swipe:
                let directions: [SwipeDirection] = [.up, .down, .left, .right, .up, .down, .left, .right]
                plan += Self.shuffled(directions, &generator).prefix(trialsPerGesture ?? directions.count)
                    .map { TouchAbilityTrial(gesture: .swipe, targetDirection: $0, startTime: 0) }
            case .scroll:
                plan += Self.shuffled(TouchAbilityScrollList.trials + TouchAbilityScrollList.trials, &generator).prefix(trialsPerGesture ?? 8)
                    .map { TouchAbilityTrial(scroll: scrollDirection, initial: $0.initial, target: $0.target, startTime: 0) }
            case .pinch, .rotation:
                let targets = gesture == .pinch ? TouchAbilityTwoFingers.targetScales : TouchAbilityTwoFingers.targetRotations
                plan += Self.shuffled(targets + targets, &generator).prefix(trialsPerGesture ?? 8)
                    .map { TouchAbilityTrial(gesture, target: $0, startTime: 0) }
            }
        }
        self.plan = plan
    }

    /// The first trial begins at `time`.
    /// - Parameter time: Seconds since the step began.
    public func begin(at time: Double) {
        nextStart = time
        advance(to: time)
    }

    /// Moves the test to `time`: a trial due begins, one without a touch event for
    /// `trialTimeout` seconds ends.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        while true {
            if let start = nextStart, time >= start, trials.count < plan.count {
                nextStart = nil
                var trial = plan[trials.count]
                trial.startTime = start
                trials.append(trial)
            } else if let current = currentTrial, time >= Self.lastEvent(of: current) + Self.trialTimeout {
                trials[trials.count - 1].judge()
                close(at: Self.lastEvent(of: current) + Self.trialTimeout)
            } else {
                return
            }
        }
    }

    /// The trial that takes touches, if any (none during the pause or after the last).
    public var currentTrial: TouchAbilityTrial? {
        guard let last = trials.last, last.endTime == nil else { return nil }
        return last
    }

    /// Takes one touch event; ignored while no trial runs, and for a finger that came down before it began.
    /// - Parameters:
    ///   - phase: `began`, `moved`, `ended` or `cancelled`.
    ///   - touchId: Identifies the finger for the life of the touch.
    ///   - point: Where it is, in normalized screen units.
    ///   - time: The touch event's own time, in seconds since the step began.
    ///   - key: The terminal key that stood for it, if any.
    public func touch(_ phase: String, touchId: Int, at point: SpatialSpanPoint, time: Double, key: String? = nil) {
        guard currentTrial != nil else { return }
        let index = trials.count - 1
        let sample = TouchAbilityTouch(time: time, phase: phase, x: point.x, y: point.y)
        if phase == "began" {
            fingers[touchId] = trials[index].tracks.count
            trials[index].tracks.append([sample])
        } else if let track = fingers[touchId] {
            trials[index].tracks[track].append(sample)
            if phase == "ended" || phase == "cancelled" { fingers[touchId] = nil }
        } else {
            return
        }
        if let key { trials[index].key = key }
        if fingers.isEmpty {
            trials[index].judge()
            close(at: time)
        }
    }

    /// Ends the running trial untouched and marks it `skipped`, when no finger has touched it
    /// (a pinch or rotation trial that keys cannot make).
    /// - Parameter time: Seconds since the step began.
    public func skip(at time: Double) {
        guard let current = currentTrial, current.tracks.isEmpty else { return }
        trials[trials.count - 1].skipped = true
        close(at: time)
    }

    /// Whether every trial has ended.
    public var isFinished: Bool { trials.count == plan.count && currentTrial == nil }

    private func close(at time: Double) {
        trials[trials.count - 1].endTime = time
        fingers = [:]
        if trials.count < plan.count { nextStart = time + Self.pause }
    }

    /// When the trial last heard of a finger: its latest sample, or its start when untouched.
    private static func lastEvent(of trial: TouchAbilityTrial) -> Double {
        trial.tracks.joined().map(\.time).max() ?? trial.startTime
    }

    private static func shuffled<Element>(_ elements: [Element], _ generator: inout SpatialSpanRandom) -> [Element] {
        var elements = elements
        for index in elements.indices {
            let other = Int(generator.next() % UInt64(elements.count - index)) + index
            elements.swapAt(index, other)
        }
        return elements
    }
}
