import ActiveTasks
import RecordingFormat
import JSONValues

/// The knee and shoulder range-of-motion tasks' parameters — ResearchKit's `limbOption` (the
/// left or the right limb) and our `duration` (ResearchKit ends the step on a tap) — and the
/// texts the limb rewrites (ResearchKit's `KNEE_RANGE_OF_MOTION_…` and
/// `SHOULDER_RANGE_OF_MOTION_…` strings).
extension PredefinedTask {
    /// The joints measured.
    enum Joint { case knee, shoulder }

    static func rangeOfMotionParameters(_ joint: Joint) -> [PredefinedParameter] {
        let step = joint == .knee ? "knee.range.of.motion" : "shoulder.range.of.motion"
        return [
            PredefinedParameter("limbOption", .choice(["left", "right"]), default: .string("right"), "The limb measured.", [
                .text(step: "instruction") { Self.measuresHowFar(joint, limb: $0) },
                .text(step: step) { Self.placeAndMove(joint, limb: $0) },
            ]),
            PredefinedParameter("duration", .number, default: .int(10), "Seconds to move the limb as far as it goes and back.",
                                [.member(step: step, key: "duration")]),
        ]
    }

    /// The introduction: what the activity measures, on the limb `limb` names.
    static func measuresHowFar(_ joint: Joint, limb: JSONValue) -> JSONValue {
        let key = switch (joint, limb == .string("left")) {
        case (.knee, true): "kneeRangeOfMotion.measures.left"
        case (.knee, false): "kneeRangeOfMotion.measures.right"
        case (.shoulder, true): "shoulderRangeOfMotion.measures.left"
        case (.shoulder, false): "shoulderRangeOfMotion.measures.right"
        }
        return localized(key)
    }

    /// The step's text: where to place the device and how to move the limb `limb` names.
    static func placeAndMove(_ joint: Joint, limb: JSONValue) -> JSONValue {
        let key = switch (joint, limb == .string("left")) {
        case (.knee, true): "kneeRangeOfMotion.placeAndMove.left"
        case (.knee, false): "kneeRangeOfMotion.placeAndMove.right"
        case (.shoulder, true): "shoulderRangeOfMotion.placeAndMove.left"
        case (.shoulder, false): "shoulderRangeOfMotion.placeAndMove.right"
        }
        return localized(key)
    }
}
