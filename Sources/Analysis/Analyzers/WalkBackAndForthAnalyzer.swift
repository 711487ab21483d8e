import ActiveTasks
import RecordingFormat

/// ResearchKit's walk back and forth: the walk's gait keys (`WalkAnalyzer`), then its turns
/// (`TurnAnalyzer`), from one feed of the step's accelerometer, gyroscope and location samples.
public struct WalkBackAndForthAnalyzer: SampleConsumer {
    private var walk = WalkAnalyzer()
    private var turns = TurnAnalyzer()

    /// Creates an analyzer.
    public init() {}

    /// Gives the sample to both analyses.
    public mutating func consume(_ sample: Sample) {
        walk.consume(sample)
        turns.consume(sample)
    }

    /// The walk's keys followed by the turns', with both analyses' warnings.
    public func finish() -> AnalysisResult {
        var result = walk.finish()
        let turned = turns.finish()
        for key in turned.summary.keys {
            if let precision = turned.summary.precision(of: key) { result.summary.set(key, turned.summary[key], precision) }
        }
        result.warnings += turned.warnings
        return result
    }
}
