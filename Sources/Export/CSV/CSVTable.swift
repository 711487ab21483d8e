import RecordingFormat

/// One kind of file the CSV export writes beside `answers.csv` and `steps.csv` (a family's trial
/// table, the scores), registered by one line in `CSVTables.all`.
protocol CSVTable {
    /// Writes the table's files for `run` into `destination`.
    /// - Parameters:
    ///   - run: The run.
    ///   - destination: The output folder.
    /// - Returns: Each file's writer and what it holds, in words ("24 trials").
    /// - Throws: `ActivetaskError` naming the file that could not be written.
    static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)]
    /// The table's name, its files and their typed columns.
    static var schema: CSVTableSchema { get }
}
