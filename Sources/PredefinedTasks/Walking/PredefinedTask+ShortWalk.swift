import ActiveTasks
import RecordingFormat
import JSONValues

/// The short walk's parameters (ResearchKit's `shortWalkTaskWithIdentifier:…` arguments) and the
/// texts they rewrite.
extension PredefinedTask {
    static var shortWalkParameters: [PredefinedParameter] {
        [
            PredefinedParameter("numberOfStepsPerLeg", .integer, default: .int(20),
                                "Steps per leg; a leg also ends after steps × 1.5 s.", [
                .member(step: "walking.outbound", key: "numberOfSteps"),
                .member(step: "walking.return", key: "numberOfSteps"),
                .text(step: "walking.outbound", make: Self.walkUpTo(steps:)),
                .text(step: "instruction1", make: Self.findPlaceToWalk(steps:)),
            ]),
            PredefinedParameter("restDuration", .number, default: .int(20), "Seconds standing still.", [
                .member(step: "walking.rest", key: "duration"),
                .text(step: "walking.rest", make: Self.standStill(seconds:)),
            ]),
        ]
    }

    static func walkUpTo(steps value: JSONValue) -> JSONValue {
        localized("shortWalk.walkUpToSteps") { [number(value, $0)] }
    }

    static func findPlaceToWalk(steps value: JSONValue) -> JSONValue {
        localized("shortWalk.findPlaceToWalkSteps") { [number(value, $0)] }
    }

    static func standStill(seconds value: JSONValue) -> JSONValue {
        localized("shortWalk.standStill") { [number(value, $0)] }
    }
}
