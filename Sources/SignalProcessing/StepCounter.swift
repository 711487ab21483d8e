import RecordingFormat

/// Counts steps online from accelerometer samples, for a walking leg that ends at a number of
/// steps: the analyzer's gait signal and step detector, fed one sample at a time.
public struct StepCounter: Sendable {
    /// The steps that end the leg.
    public let target: Int
    /// Steps counted so far.
    public private(set) var count = 0
    private var signal = GaitSignal()
    private var detector: StepDetector

    /// Creates a counter.
    /// - Parameter target: The steps that end the leg.
    public init(target: Int) {
        self.target = target
        detector = StepDetector(rate: signal.rate)
    }

    /// Whether `target` steps were counted.
    public var isComplete: Bool { count >= target }

    /// Takes the next sample; accelerometer samples count, others are ignored.
    /// - Parameter sample: A motion sample, accelerations in g.
    /// - Returns: Whether the leg is complete.
    @discardableResult
    public mutating func add(_ sample: MotionSample) -> Bool {
        guard sample.sensorType == .accelerometer else { return isComplete }
        var detected = 0
        var detector = self.detector
        signal.add(time: sample.timestamp, x: sample.x, y: sample.y, z: sample.z) { time, _, smoothed in
            if detector.add(time: time, value: smoothed) != nil { detected += 1 }
        }
        self.detector = detector
        count += detected
        return isComplete
    }
}
