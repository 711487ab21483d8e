import ActiveTasks
import RecordingFormat

/// A family's trial table (`STEP.stroop.csv`): one file per step result of its type among the
/// run's current steps, its rows after the run's columns; a family's table lives in the
/// family's folder (`Export/Stroop/StroopTable.swift`).
protocol StepResultTable: CSVTable {
    /// The result type whose steps get a file.
    associatedtype Result: TypedResult
    /// What follows the step in the file's name (`stroop` for `STEP.stroop.csv`).
    static var suffix: String { get }
    /// The columns after the run's, with the type of their cells.
    static var columns: [CSVColumn] { get }
    /// The rows of one step's result, after the run's cells.
    /// - Parameters:
    ///   - result: The step's result.
    ///   - step: The step's result in `taskResult.json`.
    static func rows(of result: Result, step: StepResult) -> [[String]]
    /// What the file holds, in words, for the export's report.
    /// - Parameters:
    ///   - result: The step's result.
    ///   - rows: The rows written.
    static func contents(of result: Result, rows: Int) -> String
}

extension StepResultTable {
    /// The table's name is its suffix; its files are `STEP.SUFFIX.csv`, the run's columns first.
    static var schema: CSVTableSchema {
        CSVTableSchema(table: suffix, fileSuffix: ".\(suffix).csv", columns: RunColumns.columns + columns)
    }

    /// The names of the columns after the run's.
    static var header: [String] { columns.map(\.name) }

    /// `STEP.SUFFIX.csv` for each result of the table's type in the run's current steps.
    static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for result in step.results.all(of: Result.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".\(suffix).csv"),
                                           header: RunColumns.header + header)
                for row in rows(of: result, step: step) { try writer.write(runID + row) }
                written.append((writer, contents(of: result, rows: writer.rowCount)))
            }
        }
        return written
    }
}
