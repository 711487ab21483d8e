import ActiveTasks
import RecordingFormat
import JSONValues

/// The six-minute walk's parameter and the texts it rewrites.
extension PredefinedTask {
    static var sixMinuteWalkParameters: [PredefinedParameter] {
        [
            PredefinedParameter("walkDuration", .number, default: .int(360), "Seconds of walking.", [
                .member(step: "6mwt", key: "duration"),
                .text(step: "instruction", make: Self.sixMinuteWalkIntroduction(seconds:)),
                .text(step: "instruction1", make: Self.sixMinuteWalkInstruction(seconds:)),
            ]),
        ]
    }

    static func sixMinuteWalkIntroduction(seconds value: JSONValue) -> JSONValue {
        localized("sixMinuteWalk.introduction") { [spoken(seconds: value, in: $0)] }
    }

    static func sixMinuteWalkInstruction(seconds value: JSONValue) -> JSONValue {
        localized("sixMinuteWalk.instruction") { [spoken(seconds: value, in: $0)] }
    }
}
