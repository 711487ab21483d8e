import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.touchAbility.csv` for each touch-ability step's result: one row per trial its result
/// lists, in order; a swipe or scroll has empty target rectangle cells, a tap, long press or
/// scroll an empty `targetDirection`, all but a scroll empty scroll cells, all but a pinch or rotation empty scale or rotation cells, `skipped` `true` for a two-finger trial keys skipped, an untouched trial
/// empty location, duration, direction and end offset cells.
enum TouchAbilityTable: StepResultTable {
    static let suffix = "touchAbility"
    static let columns: [CSVColumn] = [.text("step"), .integer("trial"), .text("gesture")]
        + ["target_x_normalized", "target_y_normalized", "target_width_normalized", "target_height_normalized"].map(CSVColumn.number)
        + [.text("targetDirection"), .number("startTime_s"), .number("endTime_s"), .boolean("success"), .number("x_normalized"),
           .number("y_normalized"), .number("duration_s"), .text("resultDirection"), .integer("fingers"), .integer("touchSamples"),
           .text("key"), .text("scrollDirection"), .integer("initialItem"), .integer("targetItem")]
        + ["initialOffset_px", "targetOffsetLowerBound_px", "targetOffsetUpperBound_px", "endOffset_px", "targetScale", "resultScale",
           "targetRotation_deg", "resultRotation_deg"].map(CSVColumn.number) + [.boolean("skipped")]

    static func rows(of result: TouchAbilityResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, trial) in result.trials.enumerated() {
            let rect = trial.targetRect
            lines.append([step.identifier, String(number + 1), trial.gesture.rawValue,
                  SensorColumns.number(rect?.x), SensorColumns.number(rect?.y), SensorColumns.number(rect?.width),
                  SensorColumns.number(rect?.height), trial.targetDirection?.rawValue ?? "",
                  SensorColumns.number(trial.startTime), SensorColumns.number(trial.endTime), String(trial.success),
                  SensorColumns.number(trial.location?.x), SensorColumns.number(trial.location?.y),
                  SensorColumns.number(trial.duration), trial.resultDirection?.rawValue ?? "",
                  String(trial.tracks.count), String(trial.tracks.map(\.count).reduce(0, +)), trial.key ?? "",
                  trial.scrollDirection?.rawValue ?? "", trial.initialItem.map(String.init) ?? "",
                  trial.targetItem.map(String.init) ?? "", SensorColumns.number(trial.initialOffset),
                  SensorColumns.number(trial.targetOffsetLowerBound), SensorColumns.number(trial.targetOffsetUpperBound),
                  SensorColumns.number(trial.endOffset), SensorColumns.number(trial.targetScale),
                  SensorColumns.number(trial.resultScale), SensorColumns.number(trial.targetRotation),
                  SensorColumns.number(trial.resultRotation), trial.skipped.map(String.init) ?? ""])
        }
        return lines
    }

    static func contents(of _: TouchAbilityResult, rows: Int) -> String {
        NumberText.counted(rows, "trial", "trials")
    }
}
