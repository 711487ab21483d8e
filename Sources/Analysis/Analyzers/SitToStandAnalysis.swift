import ActiveTasks
import RecordingFormat

/// The `sitToStand` kind: repetitions of the 30-second chair stand.
enum SitToStandAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.sitToStand
    static let sensors: Set<SensorType> = [.accelerometer]

    static func makeAnalyzer() -> SitToStandAnalyzer {
        SitToStandAnalyzer()
    }
}
