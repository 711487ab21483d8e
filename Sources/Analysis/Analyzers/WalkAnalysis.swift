import ActiveTasks
import RecordingFormat

/// The `walk` kind: gait from a walk's accelerometer (and distance from location): walking legs and active steps named `walk`.
enum WalkAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.walk
    static let stepTypes = ["walking"]
    static let sensors: Set<SensorType> = [.accelerometer, .location]

    static func makeAnalyzer() -> WalkAnalyzer {
        WalkAnalyzer()
    }
}
