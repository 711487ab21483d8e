import ActiveTasks
import RecordingFormat
import JSONValues

/// The 30-second chair stand's parameter (the CDC STEADI protocol's 30 s) and the texts it rewrites.
extension PredefinedTask {
    static var sitToStandParameters: [PredefinedParameter] {
        [
            PredefinedParameter("duration", .number, default: .int(30), "Seconds of standing up and sitting down.", [
                .member(step: "sitToStand", key: "duration"),
                .text(step: "instruction1", make: Self.standUpAndSitDown(seconds:)),
            ]),
        ]
    }

    /// The protocol's instruction (STEADI's "Assessment: 30-Second Chair Stand"), for `value` seconds.
    static func standUpAndSitDown(seconds value: JSONValue) -> JSONValue {
        localized("sitToStand.standUpAndSitDown") { [spoken(seconds: value, in: $0)] }
    }
}
