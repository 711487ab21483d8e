import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.holePeg.csv`, after the run's columns.
    static let holePegHeader = ["step", "hand", "action", "move", "dropped", "startTime_s", "endTime_s", "time_s",
                                "distance_px", "x_normalized", "y_normalized", "rotation_deg"]

    /// `STEP.holePeg.csv` for each current hole-peg step: one row per move of the peg, in order,
    /// with the hand and the action; a dropped move has an empty `time_s` (ResearchKit times only
    /// the pegs placed or removed).
    static func holePegMoves(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for holePeg in step.results.all(of: HolePegResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".holePeg.csv"),
                                           header: RunColumns.header + holePegHeader)
                for (number, move) in holePeg.moves.enumerated() {
                    try writer.write(runID + [step.identifier, holePeg.hand.rawValue, holePeg.action.rawValue, String(number + 1),
                                              String(move.dropped)]
                                     + [move.startTime, move.endTime, move.time, move.distance, move.location.x, move.location.y,
                                        move.rotation].map(SensorColumns.number))
                }
                written.append((writer, "\(writer.rowCount) moves"))
            }
        }
        return written
    }
}
