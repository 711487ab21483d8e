import ActiveTasks
import RecordingFormat
import JSONValues

/// The walk back and forth's parameters (ResearchKit's `walkBackAndForthTaskWithIdentifier:…`
/// arguments, with its catalogue app's 30 s and 30 s) and the texts they rewrite
/// (`WALK_BACK_AND_FORTH_INSTRUCTION_FORMAT`, `WALK_BACK_AND_FORTH_STAND_INSTRUCTION_FORMAT`).
extension PredefinedTask {
    static var walkBackAndForthParameters: [PredefinedParameter] {
        [
            PredefinedParameter("walkDuration", .number, default: .int(30), "Seconds of walking back and forth.", [
                .member(step: "walking.outbound", key: "duration"),
                .text(step: "walking.outbound", make: Self.walkBackAndForth(seconds:)),
            ]),
            PredefinedParameter("restDuration", .number, default: .int(30), "Seconds standing still after a full turn.", [
                .member(step: "walking.rest", key: "duration"),
                .text(step: "walking.rest", make: Self.turnThenStandStill(seconds:)),
            ]),
        ]
    }

    static func walkBackAndForth(seconds value: JSONValue) -> JSONValue {
        localized("walkBackAndForth.walk") { [spoken(seconds: value, in: $0)] }
    }

    static func turnThenStandStill(seconds value: JSONValue) -> JSONValue {
        localized("walkBackAndForth.turnThenStandStill") { [spoken(seconds: value, in: $0)] }
    }
}
