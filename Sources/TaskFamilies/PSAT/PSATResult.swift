import ActiveTasks

/// The result of one PSAT step (ResearchKit's `ORKPSATResult`): the series' settings, its totals
/// as ResearchKit counts them, every addition, and the keys the touches were judged on.
///
/// Written in a step result of `taskResult.json` with `"resultType": "psat"`.
public struct PSATResult: TypedResult {
    /// The type tag that marks a PSAT result in `taskResult.json`.
    public static let resultType = "psat"

    /// Always `"psat"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// How the digits were presented: `visual`, `auditory` or `both`.
    public var presentationMode: PSATPresentationMode
    /// Seconds from one digit to the next.
    public var interStimulusInterval: Double
    /// Seconds each digit was shown; 0 when none was (`auditory`), as ResearchKit writes it
    /// (`ORKPSATStepViewController.m` lines 125–129).
    public var stimulusDuration: Double
    /// The number of additions the step asked for (ResearchKit's `length`).
    public var length: Int
    /// The first digit, only remembered.
    public var initialDigit: Int
    /// The additions answered right (ResearchKit's `totalCorrect`).
    public var totalCorrect: Int
    /// The right answers that follow a right answer (ResearchKit's `totalDyad`).
    public var totalDyad: Int
    /// The sum of the samples' `time` (ResearchKit's `totalTime`), in seconds.
    public var totalTime: Double
    /// The keypad's keys in normalized screen units, 3 … 17 in order.
    public var keyRects: [SpatialSpanRect]
    /// The additions recorded, in order; fewer than `length` when the step was stopped.
    public var samples: [PSATSample]

    /// Creates a result, counting the totals as ResearchKit's `ORKPSATStepViewController.result` does.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - presentationMode: How the digits were presented.
    ///   - interStimulusInterval: Seconds from one digit to the next.
    ///   - stimulusDuration: Seconds each digit was shown.
    ///   - length: The number of additions asked for.
    ///   - initialDigit: The first digit.
    ///   - samples: The additions recorded.
    public init(identifier: String, presentationMode: PSATPresentationMode = .visual, interStimulusInterval: Double,
                stimulusDuration: Double, length: Int, initialDigit: Int, samples: [PSATSample]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.presentationMode = presentationMode
        self.interStimulusInterval = interStimulusInterval
        self.stimulusDuration = presentationMode.isShown ? stimulusDuration : 0
        self.length = length
        self.initialDigit = initialDigit
        self.totalCorrect = samples.filter(\.correct).count
        self.totalDyad = zip(samples, samples.dropFirst()).filter { $0.correct && $1.correct }.count
        self.totalTime = samples.reduce(0) { $0 + $1.time }
        self.keyRects = PSATLayout.keys
        self.samples = samples
    }
}
