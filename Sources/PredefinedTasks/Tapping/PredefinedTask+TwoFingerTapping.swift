import ActiveTasks
import RecordingFormat
import JSONValues

/// The two-finger tapping task's parameters (ResearchKit's `twoFingerTappingIntervalTaskWithIdentifier:…`
/// arguments) and the texts they rewrite.
extension PredefinedTask {
    static var twoFingerTappingParameters: [PredefinedParameter] {
        [
            PredefinedParameter("duration", .number, default: .int(20), "Seconds of tapping per hand, at least 5.", [
                .member(step: "tapping.right", key: "duration"),
                .member(step: "tapping.left", key: "duration"),
                .text(step: "instruction1.right") { Self.tappingText(left: false, seconds: $0) },
                .text(step: "instruction1.left") { Self.tappingText(left: true, seconds: $0) },
            ]),
            PredefinedParameter("handOptions", .choice(["left", "right", "both"]), default: .string("both"),
                                "The hands tested; both in random order.", [.hands]),
        ]
    }

    /// A hand's instruction: tap for `value` seconds.
    /// - Parameters:
    ///   - left: Whether the left hand taps.
    ///   - value: The `duration` value.
    static func tappingText(left: Bool, seconds value: JSONValue) -> JSONValue {
        localized(left ? "twoFingerTapping.tap.left" : "twoFingerTapping.tap.right") { [number(value, $0)] }
    }
}
