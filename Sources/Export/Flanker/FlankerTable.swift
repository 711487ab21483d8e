import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.flanker.csv` for each flanker step's result: one row per row of arrows shown, in order;
/// an unanswered row has empty `response`, `endTime_s`, `reactionTime_s` and location cells and
/// `correct` false, a key press empty location cells.
enum FlankerTable: StepResultTable {
    static let suffix = "flanker"
    static let columns: [CSVColumn] = [.text("step"), .integer("trial"), .text("arrows"), .text("direction"), .boolean("congruent"),
                                       .text("response"), .boolean("correct"), .number("startTime_s"), .number("endTime_s"),
                                       .number("reactionTime_s"), .number("x_normalized"), .number("y_normalized")]

    static func rows(of flanker: FlankerResult, step: StepResult) -> [[String]] {
        flanker.trials.enumerated().map { number, trial in
            [step.identifier, String(number + 1), trial.arrows, trial.direction.rawValue, String(trial.isCongruent),
             trial.response?.rawValue ?? "", String(trial.isCorrect), SensorColumns.number(trial.startTime),
             SensorColumns.number(trial.endTime), SensorColumns.number(trial.reactionTime),
             SensorColumns.number(trial.location?.x), SensorColumns.number(trial.location?.y)]
        }
    }

    static func contents(of _: FlankerResult, rows: Int) -> String {
        NumberText.counted(rows, "trial", "trials")
    }
}
