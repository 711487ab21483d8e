import ActiveTasks
import RecordingFormat

/// The flanker task's parameters: the trials and their order.
extension PredefinedTask {
    static var flankerParameters: [PredefinedParameter] {
        [
            PredefinedParameter("numberOfTrials", .integer, default: .int(20), "Rows of arrows shown, 4 … 200.",
                                [.member(step: "flanker", key: "numberOfTrials")]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the order of the rows (any whole number from 0).",
                                [.member(step: "flanker", key: "seed")]),
        ]
    }
}
