import ActiveTasks
import RecordingFormat

/// The `tremor` kind: tremor frequencies of one hand position.
enum TremorAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.tremor
    static let sensors: Set<SensorType> = [.accelerometer, .gyroscope]

    static func makeAnalyzer() -> TremorAnalyzer {
        TremorAnalyzer()
    }
}
