import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.stroop.csv`, after the run's columns.
    static let stroopHeader = ["step", "trial", "color", "text", "congruent", "colorSelected", "correct",
                               "startTime_s", "endTime_s", "reactionTime_s", "x_normalized", "y_normalized"]

    /// `STEP.stroop.csv` for each current Stroop step: one row per trial its result lists, in
    /// order; an unanswered trial has empty `colorSelected`, `endTime_s`, `reactionTime_s` and
    /// location cells and `correct` false, a key press empty location cells.
    static func stroopTrials(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for stroop in step.results.all(of: StroopResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".stroop.csv"),
                                           header: RunColumns.header + stroopHeader)
                for (number, trial) in stroop.trials.enumerated() {
                    try writer.write(runID + [step.identifier, String(number + 1), trial.color.rawValue, trial.text.rawValue,
                                      String(trial.isCongruent), trial.colorSelected?.rawValue ?? "", String(trial.isCorrect),
                                      SensorColumns.number(trial.startTime), SensorColumns.number(trial.endTime),
                                      SensorColumns.number(trial.reactionTime), SensorColumns.number(trial.location?.x),
                                      SensorColumns.number(trial.location?.y)])
                }
                written.append((writer, "\(writer.rowCount) trials"))
            }
        }
        return written
    }
}
