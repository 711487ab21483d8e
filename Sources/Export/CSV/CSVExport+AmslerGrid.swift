import ActiveTasks
import RecordingFormat
import TaskFamilies

extension CSVExport {
    /// The header of `STEP.amslerGrid.csv`, after the run's columns.
    static let amslerGridHeader = ["step", "eyeSide", "stroke", "source", "sample", "t_s", "x_grid", "y_grid"]

    /// `STEP.amslerGrid.csv` for each current Amsler grid step: one row per sample of each marked
    /// path, in order, x and y in grid units (0 … 1 from the grid's top-left corner); a step with
    /// nothing marked writes the header only.
    static func amslerGridSamples(of run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [(CSVWriter, String)] {
        var written: [(CSVWriter, String)] = []
        let runID = RunColumns.values(of: run.result)
        for step in run.currentSteps {
            for amslerGrid in step.results.all(of: AmslerGridResult.self) {
                var writer = try CSVWriter(file: destination.file(named: SafeFileName.from(step.identifier) + ".amslerGrid.csv"),
                                           header: RunColumns.header + amslerGridHeader)
                for (number, stroke) in amslerGrid.strokes.enumerated() {
                    for (index, sample) in stroke.samples.enumerated() {
                        try writer.write(runID + [step.identifier, amslerGrid.eyeSide.rawValue, String(number + 1), stroke.source.rawValue,
                                                  String(index + 1)] + [sample.t, sample.x, sample.y].map(SensorColumns.number))
                    }
                }
                written.append((writer, "\(amslerGrid.strokes.count) strokes"))
            }
        }
        return written
    }
}
