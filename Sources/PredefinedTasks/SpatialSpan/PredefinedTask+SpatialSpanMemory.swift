import ActiveTasks
import RecordingFormat
import JSONValues

/// The spatial span memory task's parameters (ResearchKit's `spatialSpanMemoryTaskWithIdentifier:…`
/// arguments) and the text `requireReversal` rewrites.
extension PredefinedTask {
    static var spatialSpanMemoryParameters: [PredefinedParameter] {
        let step = "cognitive.memory.spatialspan"
        return [
            PredefinedParameter("initialSpan", .integer, default: .int(3), "The first sequence length.",
                                [.member(step: step, key: "initialSpan")]),
            PredefinedParameter("minimumSpan", .integer, default: .int(2), "The shortest sequence.",
                                [.member(step: step, key: "minimumSpan")]),
            PredefinedParameter("maximumSpan", .integer, default: .int(15), "The longest sequence.",
                                [.member(step: step, key: "maximumSpan")]),
            PredefinedParameter("playSpeed", .number, default: .int(1), "Seconds per target during playback.",
                                [.member(step: step, key: "playSpeed")]),
            PredefinedParameter("maximumTests", .integer, default: .int(5), "Games played at most.",
                                [.member(step: step, key: "maximumTests")]),
            PredefinedParameter("maximumConsecutiveFailures", .integer, default: .int(3),
                                "Failed games in a row that end the step.",
                                [.member(step: step, key: "maximumConsecutiveFailures")]),
            PredefinedParameter("requireReversal", .boolean, default: .bool(false),
                                "Repeat each sequence backwards.", [.member(step: step, key: "requireReversal"),
                                                                    .text(step: "instruction1", make: Self.memoryOrder(reversed:))]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the games' sequences (any whole number from 0).",
                                [.member(step: step, key: "seed")]),
        ]
    }

    /// The instruction before the games: repeat the targets in the order they lit up or, with
    /// `requireReversal`, in the reverse of that order (ResearchKit's
    /// `SPATIAL_SPAN_MEMORY_INTRO_2_TEXT_%@%@` and `…_TEXT_REVERSE_%@%@`).
    /// - Parameter value: The `requireReversal` value, `true` or `false`.
    static func memoryOrder(reversed value: JSONValue) -> JSONValue {
        localized(value == .bool(true) ? "spatialSpanMemory.order.reversed" : "spatialSpanMemory.order.forward")
    }
}
