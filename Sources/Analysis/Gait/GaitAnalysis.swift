import ActiveTasks
import RecordingFormat

/// The `gait` kind: walking bouts, strides, cadence, stride length, walking speed and turns from a
/// lower-back accelerometer (and gyroscope), for the body measures the target carries; with
/// `--kind gait`, the walking steps of tasks too.
enum GaitAnalysis: KindAnalysis {
    static let kind = AnalysisKind.gait
    static let stepKinds: Set<AnalysisKind> = [.walk, .walkBackAndForth, .timedUpAndGo]

    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        try target.body.validate()
        var analyzer = GaitAnalyzer(body: target.body)
        let warnings = try feed.read(holding: [.accelerometer, .gyroscope], into: &analyzer)
        try analyzer.check()
        return (analyzer.finish(), warnings)
    }
}
