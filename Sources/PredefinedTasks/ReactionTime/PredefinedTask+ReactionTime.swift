import ActiveTasks
import RecordingFormat
import JSONValues

/// The reaction-time task's parameters, ResearchKit's `reactionTimeTaskWithIdentifier:…`
/// arguments with the values its catalogue app passes (`ORKCatalog/Tasks/TaskListRow.swift`),
/// and the introduction they rewrite.
extension PredefinedTask {
    /// The step every parameter sets (ResearchKit's `ORKReactionTimeStepIdentifier`).
    static let reactionTimeStep = "reactionTime"

    static var reactionTimeParameters: [PredefinedParameter] {
        let step = reactionTimeStep
        return [
            PredefinedParameter("maximumStimulusInterval", .number, default: .int(10), "The longest wait before the signal, seconds.",
                                [.member(step: step, key: "maximumStimulusInterval")]),
            PredefinedParameter("minimumStimulusInterval", .number, default: .int(4), "The shortest wait before the signal, seconds.",
                                [.member(step: step, key: "minimumStimulusInterval")]),
            PredefinedParameter("thresholdAcceleration", .number, default: .double(0.5),
                                "The acceleration (g, gravity taken out) that counts as the response.",
                                [.member(step: step, key: "thresholdAcceleration")]),
            PredefinedParameter("numberOfAttempts", .integer, default: .int(3), "Responses in time asked for.", [
                .member(step: step, key: "numberOfAttempts"),
                .text(step: "instruction1", make: Self.shakeWhenTheSignalAppears(times:)),
            ]),
            PredefinedParameter("timeout", .number, default: .int(3), "Seconds allowed after the signal.",
                                [.member(step: step, key: "timeout")]),
        ]
    }

    /// ResearchKit's `REACTION_TIME_TASK_INTRO_TEXT_FORMAT`, with our signal for its blue dot.
    static func shakeWhenTheSignalAppears(times value: JSONValue) -> JSONValue {
        localized("reactionTime.attempts") { [number(value, $0)] }
    }
}
