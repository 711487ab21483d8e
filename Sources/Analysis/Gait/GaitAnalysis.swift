import ActiveTasks
import RecordingFormat

/// The `gait` kind: walking bouts, strides, cadence, stride length, walking speed and turns from a
/// lower-back accelerometer (and gyroscope), for the body measures the target carries; with
/// `--kind gait`, the walking steps of tasks too. With `--strict` a failed quality check is the
/// entry's error.
enum GaitAnalysis: KindAnalysis {
    static let kind = AnalysisKind.gait
    static let stepKinds: Set<AnalysisKind> = [.walk, .walkBackAndForth, .timedUpAndGo]

    static func analyze(_ target: AnalysisTarget, strict: Bool) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        try target.body.validate()
        var analyzer = GaitAnalyzer(body: target.body)
        let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: [.accelerometer, .gyroscope], into: &analyzer)
        try analyzer.check()
        if strict { try RecordingQuality.enforce(analyzer.quality.failures) }
        return (analyzer.finish(), warnings)
    }
}
