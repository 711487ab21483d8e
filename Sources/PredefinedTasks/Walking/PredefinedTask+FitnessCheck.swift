import ActiveTasks
import RecordingFormat
import JSONValues

/// The fitness check's parameters (ResearchKit's `fitnessCheckTaskWithIdentifier:…` arguments) and
/// the texts they rewrite.
extension PredefinedTask {
    static var fitnessCheckParameters: [PredefinedParameter] {
        [
            PredefinedParameter("walkDuration", .number, default: .int(360), "Seconds of walking.", [
                .member(step: "fitness.walk", key: "duration"),
                .text(step: "instruction", make: Self.fitnessIntroduction(seconds:)),
                .text(step: "instruction1", make: Self.fitnessInstruction(seconds:)),
                .text(step: "fitness.walk", make: Self.walkFast(seconds:)),
            ]),
            PredefinedParameter("restDuration", .number, default: .int(180), "Seconds of rest.", [
                .member(step: "fitness.rest", key: "duration"),
                .text(step: "fitness.rest", make: Self.sitComfortably(seconds:)),
            ]),
        ]
    }

    static func fitnessIntroduction(seconds value: JSONValue) -> JSONValue {
        localized("fitnessCheck.introduction") { [spoken(seconds: value, in: $0)] }
    }

    static func fitnessInstruction(seconds value: JSONValue) -> JSONValue {
        localized("fitnessCheck.instruction") { [spoken(seconds: value, in: $0)] }
    }

    static func walkFast(seconds value: JSONValue) -> JSONValue {
        localized("fitnessCheck.walkFast") { [spoken(seconds: value, in: $0)] }
    }

    static func sitComfortably(seconds value: JSONValue) -> JSONValue {
        localized("fitnessCheck.sitComfortably") { [spoken(seconds: value, in: $0)] }
    }
}
