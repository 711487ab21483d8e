import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

/// The Tower of Hanoi task's parameters and the text `numberOfDisks` rewrites.
extension PredefinedTask {
    static var towerOfHanoiParameters: [PredefinedParameter] {
        [
            PredefinedParameter("numberOfDisks", .integer, default: .int(3), "Disks, 1 … 8.", [
                .member(step: "towerOfHanoi", key: "numberOfDisks"),
                .text(step: "towerOfHanoi", make: Self.towerOfHanoiText),
            ]),
            PredefinedParameter("timeLimit", .number, default: .int(Int(TowerOfHanoiStep.defaultTimeLimit)),
                                "Seconds after which an unsolved puzzle ends, 10 … 3600.", [.member(step: "towerOfHanoi", key: "timeLimit")]),
        ]
    }

    /// The puzzle step's text: ResearchKit's `TOWER_OF_HANOI_TASK_INTRO_TEXT` with the number of disks.
    /// - Parameter value: The `numberOfDisks` value.
    static func towerOfHanoiText(_ value: JSONValue) -> JSONValue {
        localized("towerOfHanoi.disks") { _ in [value.jsonText] }
    }
}
