import ActiveTasks
import RecordingFormat

/// The Timed Up and Go's parameter: how long its step records.
extension PredefinedTask {
    static var timedUpAndGoParameters: [PredefinedParameter] {
        [PredefinedParameter("timeLimit", .number, default: .int(30), "Seconds the step records at most; sit down before.",
                             [.member(step: "timedUpAndGo", key: "duration")])]
    }
}
