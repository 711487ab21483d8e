import ActiveTasks
import RecordingFormat

/// The touch-ability task's parameters: the trials, their order and the scroll list's axis.
extension PredefinedTask {
    static var touchAbilityParameters: [PredefinedParameter] {
        [
            PredefinedParameter("trialsPerGesture", .integer, default: nil,
                                "Each gesture's first trials only, 1 … 9 (all by default: nine squares, eight swipes, eight scrolls).",
                                [.member(step: "touchAbility", key: "trialsPerGesture")]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the order of the targets (any whole number from 0).",
                                [.member(step: "touchAbility", key: "seed")]),
            PredefinedParameter("scrollDirection", .choice(["vertical", "horizontal"]), default: .string("vertical"),
                                "The scroll list's axis (ResearchKit's horizontal).", [.member(step: "touchAbility", key: "scrollDirection")]),
        ]
    }
}
