import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.stroop.csv` for each Stroop step's result: one row per trial its result lists, in
/// order; an unanswered trial has empty `colorSelected`, `endTime_s`, `reactionTime_s` and
/// location cells and `correct` false, a key press empty location cells.
enum StroopTable: StepResultTable {
    static let suffix = "stroop"
    static let header = ["step", "trial", "color", "text", "congruent", "colorSelected", "correct",
                         "startTime_s", "endTime_s", "reactionTime_s", "x_normalized", "y_normalized"]

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
