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
    /// Feeds the target's chunks to a new analyzer.
    static func analyze(_ target: AnalysisTarget, strict: Bool) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        var analyzer = makeAnalyzer()
        let warnings = try ChunkFeed.read(target.files, listed: target.listed, strict: strict, holding: sensors, into: &analyzer)
        return (analyzer.finish(), warnings)
    }
}
