import ActiveTasks
import RecordingFormat

/// A kind of analysis made from a step's chunks, sample by sample (a walk from the
/// accelerometer).
protocol RecordingAnalysis: KindAnalysis {
    /// The analyzer fed the samples.
    associatedtype Analyzer: SampleConsumer
    /// The sensors whose samples the analyzer reads.
    static var sensors: Set<SensorType> { get }
    /// A new analyzer.
    static func makeAnalyzer() -> Analyzer
}

extension RecordingAnalysis {
    /// Feeds the target's chunks to a new analyzer; a walking step whose run knows the sensor's
    /// or the body's height gets the gait figures too (`WithGaitFigures`).
    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        guard GaitAnalysis.stepKinds.contains(kind), target.body.pendulumLength != nil else {
            var analyzer = makeAnalyzer()
            let warnings = try feed.read(holding: sensors, into: &analyzer)
            return (analyzer.finish(), warnings)
        }
        try target.body.validate()
        var analyzer = WithGaitFigures(makeAnalyzer(), body: target.body)
        let warnings = try feed.read(holding: sensors.union([.accelerometer, .gyroscope]), into: &analyzer)
        return (analyzer.finish(), warnings)
    }
}
