import ActiveTasks
import RecordingFormat

/// The `walkBackAndForth` kind: a walk back and forth: its gait, and its turns from the gyroscope.
enum WalkBackAndForthAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.walkBackAndForth
    static let sensors: Set<SensorType> = [.accelerometer, .gyroscope, .location]

    static func makeAnalyzer() -> WalkBackAndForthAnalyzer {
        WalkBackAndForthAnalyzer()
    }
}
