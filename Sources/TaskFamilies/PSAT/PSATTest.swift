import ActiveTasks

/// The Paced Serial Addition Test, headless: ResearchKit's series driven by answers and by the
/// times the caller passes in, so a presenter, a replay or a test run it the same way.
///
/// The series is `seriesLength + 1` digits from 1 to 9, each different from the one before
/// (ResearchKit's `arrayWithPSATDigits` in `ORKPSATStepViewController.m`), drawn from SplitMix64
/// (`SpatialSpanRandom`) seeded with the step's seed: `next() % 9 + 1`, drawn again while it
/// equals the digit before. Digit `i` appears at `i × interStimulusInterval` seconds and is shown
/// for `stimulusDuration` seconds, then a dash. Digit 0 is only remembered; while digit `i ≥ 1` is
/// the newest, the last sum touched answers it (ResearchKit keeps the last key pressed); when the
/// next digit appears, or the step ends after `(seriesLength + 1) × interStimulusInterval`
/// seconds, the addition is recorded. Not thread-safe: use a test from one thread.
public final class PSATTest {
    /// Seconds from one digit to the next.
    public let interStimulusInterval: Double
    /// Seconds each digit is shown.
    public let stimulusDuration: Double
    /// The digits, the first only remembered.
    public let digits: [Int]
    /// The additions recorded so far.
    public private(set) var samples: [PSATSample] = []
    private var now = 0.0
    private var pending: (answer: Int, time: Double, location: SpatialSpanPoint?)?

    /// Creates a test that begins at time 0.
    /// - Parameters:
    ///   - seriesLength: The number of additions.
    ///   - interStimulusInterval: Seconds from one digit to the next.
    ///   - stimulusDuration: Seconds each digit is shown.
    ///   - seed: Seeds the digits.
    public init(seriesLength: Int, interStimulusInterval: Double, stimulusDuration: Double, seed: UInt64) {
        self.interStimulusInterval = interStimulusInterval
        self.stimulusDuration = stimulusDuration
        var generator = SpatialSpanRandom(seed: seed)
        var digits: [Int] = []
        while digits.count <= seriesLength {
            let digit = Int(generator.next() % 9) + 1
            if digit != digits.last { digits.append(digit) }
        }
        self.digits = digits
    }

    /// The number of additions.
    public var seriesLength: Int { digits.count - 1 }

    /// Seconds the series lasts: one interval per digit.
    public var duration: Double { Double(digits.count) * interStimulusInterval }

    /// The index of the newest digit at the test's time, 0 … `seriesLength`.
    public var currentIndex: Int { min(seriesLength, Int((now / interStimulusInterval).rounded(.down))) }

    /// The digit on the screen now, or `nil` while the dash replaces it or after the series.
    public var visibleDigit: Int? {
        guard !isFinished, now - Double(currentIndex) * interStimulusInterval < stimulusDuration else { return nil }
        return digits[currentIndex]
    }

    /// Moves the test to `time`: each addition whose answer window closed by then is recorded.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        now = max(now, time)
        let closed = min(seriesLength, max(0, Int((now / interStimulusInterval).rounded(.down)) - 1))
        while samples.count < closed {
            let index = samples.count + 1
            let answer = pending
            pending = nil
            samples.append(PSATSample(digit: digits[index], previousDigit: digits[index - 1], answer: answer?.answer,
                                      startTime: Double(index) * interStimulusInterval, answerTime: answer?.time,
                                      interStimulusInterval: interStimulusInterval, location: answer?.location))
        }
    }

    /// Takes a sum for the newest digit; ignored while the first digit is shown (ResearchKit's
    /// keypad is disabled until the first addition) and after the series.
    /// - Parameters:
    ///   - answer: The sum touched or typed.
    ///   - time: When, in seconds since the step began.
    ///   - location: Where the finger came down, for a touch.
    public func answer(_ answer: Int, at time: Double, location: SpatialSpanPoint? = nil) {
        advance(to: time)
        guard currentIndex >= 1, !isFinished else { return }
        pending = (answer, time, location)
    }

    /// Whether every addition is recorded.
    public var isFinished: Bool { samples.count == seriesLength && now >= duration }
}
