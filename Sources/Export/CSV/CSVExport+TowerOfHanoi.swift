import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.towerofhanoi.csv`, after the run's columns.
    static let towerOfHanoiHeader = ["step", "numberOfDisks", "move", "legal", "donorTowerIndex", "recipientTowerIndex",
                                     "time_s", "timestamp_s"]

    /// `STEP.towerofhanoi.csv` for each current Tower of Hanoi step: one row per move made or
    /// refused, in the order of their times (ResearchKit's `ORKTowerOfHanoiMove` fields, with
    /// whether the move was legal and its time from the step's start).
    static func towerOfHanoiMoves(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for puzzle in step.results.all(of: TowerOfHanoiResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".towerofhanoi.csv"),
                                           header: RunColumns.header + towerOfHanoiHeader)
                let rows = (puzzle.moves.map { ($0, true) } + puzzle.illegalMoves.map { ($0, false) }).sorted { $0.0.time < $1.0.time }
                for (number, (move, legal)) in rows.enumerated() {
                    try writer.write(runID + [step.identifier, String(puzzle.numberOfDisks), String(number + 1), String(legal),
                                              String(move.donorTowerIndex), String(move.recipientTowerIndex),
                                              SensorColumns.number(move.time), SensorColumns.number(move.timestamp)])
                }
                written.append((writer, "\(writer.rowCount) moves"))
            }
        }
        return written
    }
}
