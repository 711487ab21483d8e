import ActiveTasks
import RecordingFormat

/// The `balance` kind: postural sway from the accelerometer of an active step standing still.
enum BalanceAnalysis: RecordingAnalysis {
    static let kind = AnalysisKind.balance
    static let sensors: Set<SensorType> = [.accelerometer]

    static func makeAnalyzer() -> BalanceAnalyzer {
        BalanceAnalyzer()
    }
}
