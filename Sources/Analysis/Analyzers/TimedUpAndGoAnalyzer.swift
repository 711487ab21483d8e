import ActiveTasks
import RecordingFormat

/// The phases of the Timed Up and Go (Podsiadlo & Richardson 1991) from a device in a front
/// trouser pocket, segmented as instrumented TUGs are (Salarian et al. 2010): the thigh's tilt
/// (`SitToStandAnalyzer.tilts`) gives the sit-to-stand and the stand-to-sit, the gyroscope's turns
/// (`TurnAnalyzer`) the turn at the 3 m line, and the walks lie between.
///
/// Keys: `totalSeconds`, `sitToStandSeconds`, `walkOutSeconds`, `turnSeconds`, `walkBackSeconds`,
/// `standToSitSeconds`, `turnAngleDegrees`. Phase boundaries (docs/ANALYSIS.md, "Timed Up and
/// Go"): the rise starts when the tilt first exceeds `movingDegrees` and ends when it first
/// exceeds `uprightDegrees`; the sit starts after the last sample above `uprightDegrees` and ends
/// when the tilt falls below `movingDegrees`; the turn is the first turn after the rise.
public struct TimedUpAndGoAnalyzer: SampleConsumer {
    /// Tilt beyond which the thigh has left (or not yet reached) the seat, degrees.
    public static let movingDegrees = 10.0
    /// Tilt beyond which the thigh is upright, degrees.
    public static let uprightDegrees = 80.0

    private var thigh = SitToStandAnalyzer()
    private var turning = TurnAnalyzer()

    /// Creates an analyzer.
    public init() {}

    /// Gives the sample to the tilt and the turn analyses.
    public mutating func consume(_ sample: Sample) {
        thigh.consume(sample)
        turning.consume(sample)
    }

    /// The phases: each boundary's time, seconds on the recording's timeline, `nil` when not found.
    public var phases: (riseStart: Double?, upright: Double?, turn: TurnAnalyzer.Turn?, sitStart: Double?, seated: Double?) {
        let tilts = thigh.tilts
        let riseIndex = tilts.firstIndex { $0.degrees > Self.movingDegrees }
        let uprightIndex = riseIndex.flatMap { rise in tilts[rise...].firstIndex { $0.degrees > Self.uprightDegrees } }
        let lastUpright = uprightIndex.flatMap { _ in tilts.lastIndex { $0.degrees > Self.uprightDegrees } }
        let sitIndex = lastUpright.flatMap { $0 + 1 < tilts.count ? $0 + 1 : nil }
        let seatedIndex = sitIndex.flatMap { sit in tilts[sit...].firstIndex { $0.degrees < Self.movingDegrees } }
        let upright = uprightIndex.map { tilts[$0].time }
        let turn = upright.flatMap { start in turning.turns.first { $0.start >= start } }
        return (riseIndex.map { tilts[$0].time }, upright, turn, sitIndex.map { tilts[$0].time }, seatedIndex.map { tilts[$0].time })
    }

    /// The phase durations.
    public func finish() -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let (rise, upright, turn, sit, seated) = phases
        func span(_ from: Double?, _ to: Double?) -> Double? {
            guard let from, let to, to >= from else { return nil }
            return to - from
        }
        summary.set("totalSeconds", span(rise, seated), .seconds)
        summary.set("sitToStandSeconds", span(rise, upright), .seconds)
        summary.set("walkOutSeconds", span(upright, turn?.start), .seconds)
        summary.set("turnSeconds", turn.map { $0.end - $0.start }, .seconds)
        summary.set("walkBackSeconds", span(turn?.end, sit), .seconds)
        summary.set("standToSitSeconds", span(sit, seated), .seconds)
        summary.set("turnAngleDegrees", turn.map { abs($0.angle) }, .degrees)
        if rise == nil || upright == nil { warnings.append("the thigh never rose to upright: no stand was recorded (is the device in a front trouser pocket?)") }
        else if seated == nil { warnings.append("the participant did not sit down again before the step ended: no total time") }
        if upright != nil, turn == nil { warnings.append("no turn of 90° or more was found: walk phases unknown") }
        return AnalysisResult(summary: summary, warnings: warnings + turning.finish().warnings)
    }
}
