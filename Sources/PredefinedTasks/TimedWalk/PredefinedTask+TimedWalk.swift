import ActiveTasks
import RecordingFormat
import JSONValues

/// The timed walk's parameters (ResearchKit's `timedWalkTaskWithIdentifier:…` arguments) and the
/// texts they rewrite.
extension PredefinedTask {
    static var timedWalkParameters: [PredefinedParameter] {
        [
            PredefinedParameter("distanceInMeters", .number, default: .int(100),
                                "The distance to walk, in metres; a trial ends when location fixes show it walked.", [
                .member(step: "timed.walk.trial1", key: "distanceInMeters"),
                .member(step: "timed.walk.trial2", key: "distanceInMeters"),
                .text(step: "timed.walk.trial1", make: Self.walkUpTo(meters:)),
                .text(step: "instruction1", make: Self.findPlaceToWalk(meters:)),
            ]),
            PredefinedParameter("timeLimit", .number, default: .int(180), "Seconds allowed per trial.", [
                .member(step: "timed.walk.trial1", key: "timeLimit"),
                .member(step: "timed.walk.trial2", key: "timeLimit"),
            ]),
            PredefinedParameter("turnAroundTimeLimit", .number, default: .int(60), "Seconds allowed to turn around.", [
                .member(step: "timed.walk.turn.around", key: "duration"),
            ]),
            PredefinedParameter("includeAssistiveDeviceForm", .boolean, default: .bool(true),
                                "Ask about an orthosis and assistive devices first.", [
                .include(step: "timed.walk.form"),
            ]),
        ]
    }

    static func walkUpTo(meters value: JSONValue) -> JSONValue {
        localized("timedWalk.walkUpToMeters") { [number(value, $0)] }
    }

    static func findPlaceToWalk(meters value: JSONValue) -> JSONValue {
        localized("timedWalk.findPlaceToWalkMeters") { [number(value, $0)] }
    }
}
