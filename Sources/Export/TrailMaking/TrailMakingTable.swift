import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.trailmaking.csv` for each Trail Making step's result: one row per tap its result
/// lists, in order (ResearchKit's `ORKTrailmakingTap` fields, with the circle's label and the
/// touch's location); a key press has empty location cells.
enum TrailMakingTable: StepResultTable {
    static let suffix = "trailmaking"
    static let columns: [CSVColumn] = [.text("step"), .text("trailType"), .integer("tap"), .integer("index"), .text("label"),
                                       .boolean("incorrect"), .number("timestamp_s"), .number("x_normalized"), .number("y_normalized")]

    static func rows(of trail: TrailMakingResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, tap) in trail.taps.enumerated() {
            lines.append([step.identifier, trail.trailType.rawValue, String(number + 1), String(tap.index), tap.label,
                          String(tap.incorrect), SensorColumns.number(tap.timestamp),
                          SensorColumns.number(tap.location?.x), SensorColumns.number(tap.location?.y)])
        }
        return lines
    }

    static func contents(of _: TrailMakingResult, rows: Int) -> String {
        NumberText.counted(rows, "tap", "taps")
    }
}
