import ActiveTasks
import RecordingFormat

/// `scores.csv`, when the task declares scores: one row each, as computed when the run completed.
enum ScoresTable: CSVTable {
    static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        guard let scores = run.result.scores else { return [] }
        var writer = try CSVWriter(file: destination.file(named: "scores.csv"),
                                   header: ["task"] + RunColumns.header + ["score", "value", "band", "answered", "items", "note"])
        for score in scores {
            try writer.write([run.result.identifier] + RunColumns.values(of: run.result) + [score.identifier, SensorColumns.number(score.value),
                              score.band ?? "", String(score.answered), String(score.items), score.note ?? ""])
        }
        return [(writer, NumberText.counted(writer.rowCount, "score", "scores"))]
    }
}
