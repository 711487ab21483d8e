import ActiveTasks

/// The flanker test (Eriksen and Eriksen 1974; NIH Toolbox's Flanker, Mobile Toolbox's Arrows),
/// headless: trials driven by answers and by the times the caller passes in, so a presenter, a
/// replay or a test run it the same way.
///
/// The trials are balanced and then shuffled: `numberOfTrials / 2` (rounded down) incongruent
/// rows, the rest congruent, each group's middle arrows alternating left, right, left …; the
/// congruent ones first, then the incongruent, shuffled by Fisher–Yates from the last position
/// down (`j = next() % (i + 1)`) with SplitMix64 (`SpatialSpanRandom`) seeded with the step's
/// seed. Before every row a fixation cross is shown for `interTrialInterval` seconds (from the
/// step's start, and from each answer or timeout); a row unanswered for `trialTimeout` seconds is
/// recorded without an answer. The test ends after the last trial. Not thread-safe: use a test
/// from one thread.
public final class FlankerTest: ButtonTest {
    /// The number of trials.
    public var numberOfTrials: Int { schedule.count }
    /// Seconds the fixation cross is shown before each row.
    public var interTrialInterval: Double { schedule.gap }
    /// Seconds a row waits for an answer before it is recorded unanswered.
    public var trialTimeout: Double { schedule.timeout }
    /// The trials shown so far, the current one last.
    public private(set) var trials: [FlankerTrial] = []
    private var planned: [(direction: FlankerDirection, isCongruent: Bool)]
    private var schedule: TrialSchedule

    /// Creates a test; the first fixation begins at `begin(at:)`.
    /// - Parameters:
    ///   - numberOfTrials: The number of trials.
    ///   - interTrialInterval: Seconds of fixation before each row.
    ///   - trialTimeout: Seconds a row waits for an answer.
    ///   - seed: Seeds the order of the trials.
    public init(numberOfTrials: Int, interTrialInterval: Double, trialTimeout: Double, seed: UInt64) {
        schedule = TrialSchedule(count: numberOfTrials, gap: interTrialInterval, timeout: trialTimeout)
        let incongruent = numberOfTrials / 2
        let alternating = { (index: Int) in index.isMultiple(of: 2) ? FlankerDirection.left : .right }
        var planned = (0..<(numberOfTrials - incongruent)).map { (direction: alternating($0), isCongruent: true) }
            + (0..<incongruent).map { (direction: alternating($0), isCongruent: false) }
        var generator = SpatialSpanRandom(seed: seed)
        for index in planned.indices.dropFirst().reversed() {
            planned.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        self.planned = planned
    }

    /// The first fixation begins at `time`.
    /// - Parameter time: Seconds since the step began.
    public func begin(at time: Double) {
        schedule.begin(at: time + interTrialInterval)
        advance(to: time)
    }

    /// Moves the test to `time`: a row due appears, an unanswered one times out.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        schedule.advance(to: time) { start in
            let next = planned[trials.count]
            trials.append(FlankerTrial(direction: next.direction, isCongruent: next.isCongruent, startTime: start))
        }
    }

    /// The trial waiting for an answer, if any (none during the fixation or after the last).
    public var currentTrial: FlankerTrial? {
        schedule.isWaiting ? trials.last : nil
    }

    /// Takes an answer to the current trial; ignored while no row waits for one.
    /// - Parameters:
    ///   - direction: The direction chosen.
    ///   - time: When the button was touched or the key pressed, in seconds since the step began.
    ///   - location: Where the finger came down, for a touch.
    public func answer(_ direction: FlankerDirection, at time: Double, location: SpatialSpanPoint? = nil) {
        guard currentTrial != nil else { return }
        trials[trials.count - 1].response = direction
        trials[trials.count - 1].endTime = time
        trials[trials.count - 1].location = location
        schedule.end(at: time)
    }

    /// Whether every trial was answered or timed out.
    public var isFinished: Bool { schedule.isFinished }

    /// The direction of the button containing `point` (`FlankerLayout`).
    public static func choice(at point: SpatialSpanPoint) -> FlankerDirection? {
        FlankerLayout.direction(at: point)
    }
}
