import ActiveTasks
import Analysis
import RecordingFormat

/// `STEP.gaitBouts.csv` for each walking step whose analysis has walking bouts (a walk, walk back
/// and forth or Timed Up and Go of a run given `--set sensorHeight=` or `--set height=`): one row
/// per bout of the entry `analyze` gives the step, in time order, each bout key a column
/// (`GaitUnits.bout`) named with its unit as the other tables' columns are (`start_s`,
/// `cadence_per_min`, `walkingSpeed_m_s`); counts are whole numbers without a unit, a list (turn
/// angles, initial contacts) its JSON array, and every number as `analyze` writes it.
enum GaitBoutsTable: CSVTable {
    /// What follows the step in the file's name, and the Parquet table's name.
    static let suffix = "gaitBouts"

    /// The bout keys' columns, in `GaitUnits.bout`'s order.
    static let boutColumns: [(key: String, column: CSVColumn)] = GaitUnits.bout.map { key, precision in
        if GaitUnits.boutLists.contains(key) { return (key, .text(named(key, unit: precision.unit))) }
        if precision.unit == SummaryPrecision.count.unit { return (key, .integer(key)) }
        return (key, .number(named(key, unit: precision.unit)))
    }

    static let schema = CSVTableSchema(table: suffix, fileSuffix: ".\(suffix).csv",
                                       columns: RunColumns.columns + [.text("step"), .integer("bout")] + boutColumns.map(\.column))

    /// Writes the bouts of the run's walking steps; a run given neither height (whose walks
    /// `analyze` gives no bouts) is not analysed at all. A step whose analysis fails has no file:
    /// the chunk that fails it fails the export's pass over the samples, which names it.
    static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        guard BodyMeasures(parameters: run.result.provenance?.parameters ?? [:]).pendulumLength != nil else { return [] }
        let walking = run.currentSteps.filter { !$0.skipped && AnalysisKind.of($0)?.isWalking == true }.map(\.identifier)
        guard !walking.isEmpty else { return [] }
        let entries = AnalysisBatch(recordings: try RecordingDiscovery.recordings(in: [run.url.path]), steps: Set(walking)).run(jobs: 1)
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for entry in entries {
            guard let step = entry.step, let bouts = entry.summary?.items("walkingBouts") else { continue }
            var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step) + ".\(suffix).csv"),
                                       header: schema.columns.map(\.name))
            for (number, bout) in bouts.enumerated() {
                try writer.write(runID + [step, String(number + 1)] + boutColumns.map { key, _ in
                    bout.values(key) != nil ? bout.json(key) : bout.text(key) ?? ""
                })
            }
            written.append((writer, NumberText.counted(writer.rowCount, "walking bout", "walking bouts")))
        }
        return written
    }

    /// A column's name: the key, then its unit as a name can hold it (`m/s` → `m_s`, `/min` →
    /// `per_min`, as the sensor columns write units).
    private static func named(_ key: String, unit: String?) -> String {
        guard var unit else { return key }
        if unit.hasPrefix("/") { unit = "per" + unit }
        return key + "_" + unit.replacingOccurrences(of: "/", with: "_")
    }
}
