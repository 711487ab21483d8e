import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.trailmaking.csv`, after the run's columns.
    static let trailMakingHeader = ["step", "trailType", "tap", "index", "label", "incorrect", "timestamp_s",
                                    "x_normalized", "y_normalized"]

    /// `STEP.trailmaking.csv` for each current Trail Making step: one row per tap its result
    /// lists, in order (ResearchKit's `ORKTrailmakingTap` fields, with the circle's label and the
    /// touch's location); a key press has empty location cells.
    static func trailMakingTaps(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for trail in step.results.all(of: TrailMakingResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".trailmaking.csv"),
                                           header: RunColumns.header + trailMakingHeader)
                for (number, tap) in trail.taps.enumerated() {
                    try writer.write(runID + [step.identifier, trail.trailType.rawValue, String(number + 1), String(tap.index), tap.label,
                                              String(tap.incorrect), SensorColumns.number(tap.timestamp),
                                              SensorColumns.number(tap.location?.x), SensorColumns.number(tap.location?.y)])
                }
                written.append((writer, "\(writer.rowCount) taps"))
            }
        }
        return written
    }
}
