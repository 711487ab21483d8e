import ActiveTasks
import RecordingFormat

/// The `timedUpAndGo` kind: the Timed Up and Go's phases and total time.
enum TimedUpAndGoAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.timedUpAndGo
    static let sensors: Set<SensorType> = [.accelerometer, .gyroscope]

    static func makeAnalyzer() -> TimedUpAndGoAnalyzer {
        TimedUpAndGoAnalyzer()
    }
}
