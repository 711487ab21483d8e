import ActiveTasks
import RecordingFormat

/// The Paced Serial Addition Test step (ResearchKit's `ORKPSATStep`): a digit every
/// `interStimulusInterval` seconds; the participant adds each new digit to the one before it and
/// touches the sum on a keypad of 3 … 17; played by `PSATTest`.
///
/// JSON: `{ "type": "psat", "identifier": "psat", "presentationMode": "visual",
/// "interStimulusInterval": 3, "stimulusDuration": 1, "seriesLength": 60, "seed": 7,
/// "recorders": [ … ] }`. The ranges are ResearchKit's (`ORKPSATStep.m`, `validateParameters`):
/// `interStimulusInterval` 1 … 5 s, `stimulusDuration` 0.2 s … `interStimulusInterval`,
/// `seriesLength` 3 … 120 additions. `presentationMode` is `visual` (ResearchKit's PVSAT, the
/// default), `auditory` (PASAT: each digit spoken, none shown) or `both` (PAVSAT), as
/// `PSATPresentationMode` says. `seed` fixes the digits, otherwise each run draws them. A touch
/// recorder gives the step its touches and keeps them.
public struct PSATStep: ActivityStep {
    /// ResearchKit's intervals between digits, in seconds (`ORKPSATInterStimulusMinimumInterval` … `MaximumInterval`).
    public static let intervalRange = 1.0...5.0
    /// ResearchKit's shortest time a digit is shown (`ORKPSATStimulusMinimumDuration`).
    public static let minimumStimulusDuration = 0.2
    /// ResearchKit's fewest and most additions (`ORKPSATSeriesMinimumLength`, `…MaximumLength`).
    public static let seriesLengthRange = 3...120

    /// The identifier, title, instructions and navigation.
    public var header: StepHeader
    /// Whether the digits are shown, spoken or both.
    public var presentationMode: PSATPresentationMode
    /// Seconds from one digit to the next.
    public var interStimulusInterval: Double
    /// Seconds each digit stays on the screen before the dash replaces it.
    public var stimulusDuration: Double
    /// The number of additions: the step shows one digit more.
    public var seriesLength: Int
    /// The seed of the digits, when fixed.
    public var seed: UInt64?
    /// The recorders that record while the step runs.
    public var stepRecorders: [RecorderConfiguration]

    /// Creates a PSAT step with the ResearchKit catalogue's values (3 s, 1 s, 60 additions).
    /// - Parameters:
    ///   - header: The identifier, title, text and navigation.
    ///   - presentationMode: Whether the digits are shown, spoken or both.
    ///   - interStimulusInterval: Seconds from one digit to the next.
    ///   - stimulusDuration: Seconds each digit is shown.
    ///   - seriesLength: The number of additions.
    ///   - seed: The seed of the digits, when fixed.
    ///   - recorders: The recorders that record during the step.
    public init(header: StepHeader, presentationMode: PSATPresentationMode = .visual, interStimulusInterval: Double = 3, stimulusDuration: Double = 1, seriesLength: Int = 60,
                seed: UInt64? = nil, recorders: [RecorderConfiguration] = []) {
        self.header = header
        self.presentationMode = presentationMode
        self.interStimulusInterval = interStimulusInterval
        self.stimulusDuration = stimulusDuration
        self.seriesLength = seriesLength
        self.seed = seed
        self.stepRecorders = recorders
    }

    /// Reads the step from task JSON; each broken rule is an error at its member.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        let header = reader.stepHeader()
        let name = reader.string("presentationMode") ?? PSATPresentationMode.visual.rawValue
        let mode = PSATPresentationMode(rawValue: name)
        if mode == nil {
            reader.log.error(reader.path(of: "presentationMode"),
                             "\"\(name)\" is not a presentation mode; use \"visual\", \"auditory\" or \"both\"")
        }
        let interval = reader.double("interStimulusInterval") ?? 3
        if !Self.intervalRange.contains(interval) {
            reader.log.error(reader.path(of: "interStimulusInterval"),
                             "\(interval) is outside 1 … 5 seconds (ResearchKit's range); use a number in that range")
        }
        let duration = reader.double("stimulusDuration") ?? 1
        if duration < Self.minimumStimulusDuration || duration > interval {
            reader.log.error(reader.path(of: "stimulusDuration"),
                             "\(duration) is outside 0.2 … \(interval) seconds (at most the interStimulusInterval); use a number in that range")
        }
        let length = reader.int("seriesLength") ?? 60
        if !Self.seriesLengthRange.contains(length) {
            reader.log.error(reader.path(of: "seriesLength"),
                             "\(length) is outside 3 … 120 additions (ResearchKit's range); use a number in that range")
        }
        let seed = reader.seed("seed")
        let recorders = reader.recorders("recorders")
        guard let header, let mode else { return nil }
        self.init(header: header, presentationMode: mode, interStimulusInterval: interval, stimulusDuration: duration, seriesLength: length,
                  seed: seed, recorders: recorders)
    }

    /// `"psat"`.
    public var type: String { "psat" }
    /// The step's recorders.
    public var recorders: [RecorderConfiguration] { stepRecorders }
    /// The digits 1 … 9 when the step speaks its digits (`auditory` or `both`).
    public var spokenStimuli: [String] { presentationMode.isSpoken ? (1...9).map(String.init) : [] }
    /// ResearchKit's step duration: one interval per digit, `(seriesLength + 1) × interStimulusInterval`.
    public var duration: Double? { Double(seriesLength + 1) * interStimulusInterval }

    /// Runs the series; without a `seed`, the system's generator seeds the digits. The context's
    /// voice speaks them in the auditory modes.
    public func makeActivity(in context: ActivityContext) -> any StepActivity {
        var generator = SystemRandomNumberGenerator()
        return PSATActivity(step: self, language: context.language, seed: seed ?? generator.next(), voice: context.voice)
    }
}
