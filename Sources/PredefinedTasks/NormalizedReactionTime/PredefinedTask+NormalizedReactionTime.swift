import ActiveTasks
import RecordingFormat
import JSONValues

/// The touch reaction-time task's parameters, ResearchKit's `normalizedReactionTimeTaskWithIdentifier:…`
/// arguments (`ORKOrderedTask+ORKPredefinedActiveTask.h`) with the values its catalogue app passes
/// (`ORKCatalog/Tasks/TaskListRow.swift`, `normalizedReactionTimeTask`: 10, 4, 3 attempts, 3 s),
/// and the introduction they rewrite.
extension PredefinedTask {
    /// The step every parameter sets (ResearchKit names it `ORKReactionTimeStepIdentifier`; ours
    /// is the task's own name so that a run holding both tasks keeps them apart).
    static let normalizedReactionTimeStep = "normalizedReactionTime"

    static var normalizedReactionTimeParameters: [PredefinedParameter] {
        let step = normalizedReactionTimeStep
        return [
            PredefinedParameter("maximumStimulusInterval", .number, default: .int(10), "The longest wait before the circle, seconds.",
                                [.member(step: step, key: "maximumStimulusInterval")]),
            PredefinedParameter("minimumStimulusInterval", .number, default: .int(4), "The shortest wait before the circle, seconds.",
                                [.member(step: step, key: "minimumStimulusInterval")]),
            PredefinedParameter("numberOfAttempts", .integer, default: .int(3), "Attempts, whatever their outcomes.", [
                .member(step: step, key: "numberOfAttempts"),
                .text(step: "instruction1", make: Self.touchWhenTheCircleAppears(times:)),
            ]),
            PredefinedParameter("timeout", .number, default: .int(3), "Seconds allowed after the circle.",
                                [.member(step: step, key: "timeout")]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the waits (any whole number from 0).",
                                [.member(step: step, key: "seed")]),
        ]
    }

    /// ResearchKit's `REACTION_TIME_TASK_INTRO_TEXT_FORMAT` with a touch for its shake.
    static func touchWhenTheCircleAppears(times value: JSONValue) -> JSONValue {
        localized("normalizedReactionTime.attempts") { [number(value, $0)] }
    }
}
