import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.stroop.csv` for each Stroop step's result: one row per trial its result lists, in
/// order; an unanswered trial has empty `colorSelected`, `endTime_s`, `reactionTime_s` and
/// location cells and `correct` false, a key press empty location cells.
enum StroopTable: StepResultTable {
    static let suffix = "stroop"
    static let columns: [CSVColumn] = [.text("step"), .integer("trial"), .text("color"), .text("text"), .boolean("congruent"),
                                       .text("colorSelected"), .boolean("correct"), .number("startTime_s"), .number("endTime_s"),
                                       .number("reactionTime_s"), .number("x_normalized"), .number("y_normalized")]

    static func rows(of stroop: StroopResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, trial) in stroop.trials.enumerated() {
            lines.append([step.identifier, String(number + 1), trial.color.rawValue, trial.text.rawValue,
                  String(trial.isCongruent), trial.colorSelected?.rawValue ?? "", String(trial.isCorrect),
                  SensorColumns.number(trial.startTime), SensorColumns.number(trial.endTime),
                  SensorColumns.number(trial.reactionTime), SensorColumns.number(trial.location?.x),
                  SensorColumns.number(trial.location?.y)])
        }
        return lines
    }

    static func contents(of _: StroopResult, rows: Int) -> String {
        NumberText.counted(rows, "trial", "trials")
    }
}
