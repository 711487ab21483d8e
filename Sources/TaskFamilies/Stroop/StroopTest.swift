import ActiveTasks

/// The Stroop test, headless: ResearchKit's trials driven by answers and by the times the caller
/// passes in, so a presenter, a replay or a test run it the same way.
///
/// Each trial shows a word naming a colour, printed in a colour: congruent (the colour it
/// names) or incongruent (one of the other three) with equal chance, as ResearchKit draws it.
/// The trials are drawn from SplitMix64 (`SpatialSpanRandom`) seeded with the step's seed:
/// per trial, `next() % 2 == 0` makes it congruent; the word is `StroopColor.allCases[next() % 4]`;
/// an incongruent trial's colour is the other three colours, in that order, at `next() % 3`.
/// After an answer the word is blank for `blankInterval` seconds (ResearchKit's 0.5 s timer),
/// then the next trial begins; a trial unanswered for `trialTimeout` seconds (ours: ResearchKit
/// waits forever) is recorded without an answer. The test ends after `numberOfAttempts` trials.
/// Not thread-safe: use a test from one thread.
public final class StroopTest: ButtonTest {
    /// Seconds the word stays blank between an answer and the next trial (ResearchKit's).
    public static let blankInterval = 0.5
    /// Seconds a trial waits for an answer before it is recorded unanswered.
    public static let trialTimeout = 10.0

    /// The number of trials.
    public let numberOfAttempts: Int
    /// The trials shown so far, the current one last.
    public private(set) var trials: [StroopTrial] = []
    private var generator: SpatialSpanRandom
    private var schedule: TrialSchedule

    /// Creates a test; the first trial begins at `begin(at:)`.
    /// - Parameters:
    ///   - numberOfAttempts: The number of trials.
    ///   - seed: Seeds the trials' colours and words.
    public init(numberOfAttempts: Int, seed: UInt64) {
        self.numberOfAttempts = numberOfAttempts
        self.generator = SpatialSpanRandom(seed: seed)
        self.schedule = TrialSchedule(count: numberOfAttempts, gap: Self.blankInterval, timeout: Self.trialTimeout)
    }

    /// The first trial begins at `time`.
    /// - Parameter time: Seconds since the step began.
    public func begin(at time: Double) {
        schedule.begin(at: time)
        advance(to: time)
    }

    /// Moves the test to `time`: a trial due begins, an unanswered one times out.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        schedule.advance(to: time) { start in trials.append(draw(at: start)) }
    }

    /// The trial waiting for an answer, if any (none while the word is blank or after the last).
    public var currentTrial: StroopTrial? {
        schedule.isWaiting ? trials.last : nil
    }

    /// Takes an answer to the current trial; ignored while no trial waits for one.
    /// - Parameters:
    ///   - color: The colour chosen.
    ///   - time: When the button was touched or the key pressed, in seconds since the step began.
    ///   - location: Where the finger came down, for a touch.
    public func answer(_ color: StroopColor, at time: Double, location: SpatialSpanPoint? = nil) {
        guard currentTrial != nil else { return }
        trials[trials.count - 1].colorSelected = color
        trials[trials.count - 1].endTime = time
        trials[trials.count - 1].location = location
        schedule.end(at: time)
    }

    /// Whether every trial was answered or timed out.
    public var isFinished: Bool { schedule.isFinished }

    /// The colour of the button containing `point` (`StroopLayout`).
    public static func choice(at point: SpatialSpanPoint) -> StroopColor? {
        StroopLayout.color(at: point)
    }

    private func draw(at start: Double) -> StroopTrial {
        let colors = StroopColor.allCases
        let congruent = generator.next() % 2 == 0
        let text = colors[Int(generator.next() % 4)]
        guard !congruent else { return StroopTrial(color: text, text: text, startTime: start) }
        let others = colors.filter { $0 != text }
        return StroopTrial(color: others[Int(generator.next() % 3)], text: text, startTime: start)
    }
}
