import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.taps.csv` for each tapping step's result: the taps it lists, touches and keys alike (a
/// key pressed in a terminal is a tap on its target, with the key named).
enum TappingTable: StepResultTable {
    static let suffix = "taps"
    static let columns: [CSVColumn] = [.text("step"), .number("timestamp_s"), .number("duration_s"), .text("button"),
                                       .number("x_normalized"), .number("y_normalized"), .text("key")]

    static func rows(of tapping: TappingResult, step: StepResult) -> [[String]] {
        tapping.samples.map { tap in
            [step.identifier, SensorColumns.number(tap.timestamp), SensorColumns.number(tap.duration), tap.buttonIdentifier.rawValue,
             SensorColumns.number(tap.location.x), SensorColumns.number(tap.location.y), tap.key ?? ""]
        }
    }

    static func contents(of _: TappingResult, rows: Int) -> String {
        NumberText.counted(rows, "tap", "taps")
    }
}
