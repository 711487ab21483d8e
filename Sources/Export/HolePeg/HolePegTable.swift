import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.holePeg.csv` for each hole-peg step's result: one row per move of the peg, in order,
/// with the hand and the action; a dropped move has an empty `time_s` (ResearchKit times only
/// the pegs placed or removed).
enum HolePegTable: StepResultTable {
    static let suffix = "holePeg"
    static let columns: [CSVColumn] = [.text("step"), .text("hand"), .text("action"), .integer("move"), .boolean("dropped")]
        + ["startTime_s", "endTime_s", "time_s", "distance_px", "x_normalized", "y_normalized", "rotation_deg"].map(CSVColumn.number)

    static func rows(of holePeg: HolePegResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, move) in holePeg.moves.enumerated() {
            lines.append([step.identifier, holePeg.hand.rawValue, holePeg.action.rawValue, String(number + 1),
                          String(move.dropped)]
                 + [move.startTime, move.endTime, move.time, move.distance, move.location.x, move.location.y,
                    move.rotation].map(SensorColumns.number))
        }
        return lines
    }

    static func contents(of _: HolePegResult, rows: Int) -> String {
        NumberText.counted(rows, "move", "moves")
    }
}
