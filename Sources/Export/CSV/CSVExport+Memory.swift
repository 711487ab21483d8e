import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.memory.csv`, after the run's columns.
    static let memoryHeader = ["step", "requireReversal", "game", "seed", "span", "gameStatus", "gameScore", "touch",
                               "timestamp_s", "targetIndex", "expectedTarget", "correct", "x", "y"]

    /// `STEP.memory.csv` for each current spatial span memory step: one row per touch of each
    /// game its result lists, and one row with empty touch columns for a game without touches,
    /// so every game is there. `expectedTarget` is the target the touch had to hit, the
    /// sequence's target at the touch's position (the sequence as drawn; with
    /// `requireReversal` it was shown reversed); empty past the sequence's end.
    static func memoryGames(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for memory in step.results.all(of: SpatialSpanMemoryResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".memory.csv"),
                                           header: RunColumns.header + memoryHeader)
                for (number, game) in memory.gameRecords.enumerated() {
                    let gameColumns = [step.identifier, String(memory.requireReversal), String(number + 1), String(game.seed),
                                       String(game.sequence.count), game.gameStatus.rawValue, String(game.score)]
                    guard !game.touchSamples.isEmpty else {
                        try writer.write(runID + gameColumns + Array(repeating: "", count: 7))
                        continue
                    }
                    for (order, touch) in game.touchSamples.enumerated() {
                        let expected = order < game.sequence.count ? String(game.sequence[order]) : ""
                        try writer.write(runID + gameColumns + [String(order + 1), SensorColumns.number(touch.timestamp),
                                          String(touch.targetIndex), expected, String(touch.correct),
                                          SensorColumns.number(touch.location.x), SensorColumns.number(touch.location.y)])
                    }
                }
                written.append((writer, "\(memory.gameRecords.count) games"))
            }
        }
        return written
    }
}
