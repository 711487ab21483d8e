import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.psat.csv`, after the run's columns.
    static let psatHeader = ["step", "addition", "previousDigit", "digit", "answer", "correct", "startTime_s", "answerTime_s",
                             "time_s", "x_normalized", "y_normalized"]

    /// `STEP.psat.csv` for each current PSAT step: one row per addition its result lists, in
    /// order; an unanswered addition has empty `answer`, `answerTime_s` and location cells,
    /// `correct` false and `time_s` the whole interval (ResearchKit's `time`); a typed answer
    /// empty location cells.
    static func psatAdditions(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for psat in step.results.all(of: PSATResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".psat.csv"),
                                           header: RunColumns.header + psatHeader)
                for (number, sample) in psat.samples.enumerated() {
                    try writer.write(runID + [step.identifier, String(number + 1), String(sample.previousDigit), String(sample.digit),
                                      sample.answer.map(String.init) ?? "", String(sample.correct),
                                      SensorColumns.number(sample.startTime), SensorColumns.number(sample.answerTime),
                                      SensorColumns.number(sample.time), SensorColumns.number(sample.location?.x),
                                      SensorColumns.number(sample.location?.y)])
                }
                written.append((writer, "\(writer.rowCount) additions"))
            }
        }
        return written
    }
}
