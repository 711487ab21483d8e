import ActiveTasks
import RecordingFormat
import JSONValues

/// The Stroop task's parameters and the text `numberOfAttempts` rewrites.
extension PredefinedTask {
    static var stroopParameters: [PredefinedParameter] {
        [
            PredefinedParameter("numberOfAttempts", .integer, default: .int(15), "Words shown, 10 … 200.", [
                .member(step: "stroop", key: "numberOfAttempts"),
                .text(step: "instruction1", make: Self.stroopWords),
            ]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the words and their colours (any whole number from 0).",
                                [.member(step: "stroop", key: "seed")]),
        ]
    }

    /// The instruction before the countdown: how many words will be shown.
    /// - Parameter value: The `numberOfAttempts` value.
    static func stroopWords(_ value: JSONValue) -> JSONValue {
        localized("stroop.words") { _ in [value.jsonText] }
    }
}
