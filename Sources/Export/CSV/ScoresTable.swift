import ActiveTasks
import RecordingFormat

/// `scores.csv`, when the task declares scores: one row each, as computed when the run completed.
enum ScoresTable: CSVTable {
    static let schema = CSVTableSchema(table: "scores", fileSuffix: "scores.csv", columns: [.text("task")] + RunColumns.columns
        + [.text("score"), .number("value"), .text("band"), .integer("answered"), .integer("items"), .text("note")])

    static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        guard let scores = run.result.scores else { return [] }
        var writer = try CSVWriter(file: destination.file(named: schema.fileSuffix), header: schema.columns.map(\.name))
        for score in scores {
            try writer.write([run.result.identifier] + RunColumns.values(of: run.result) + [score.identifier, SensorColumns.number(score.value),
                              score.band ?? "", String(score.answered), String(score.items), score.note ?? ""])
        }
        return [(writer, NumberText.counted(writer.rowCount, "score", "scores"))]
    }
}
