import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.amslerGrid.csv` for each Amsler grid step's result: one row per sample of each marked
/// path, in order, x and y in grid units (0 … 1 from the grid's top-left corner); a step with
/// nothing marked writes the header only.
enum AmslerGridTable: StepResultTable {
    static let suffix = "amslerGrid"
    static let columns: [CSVColumn] = [.text("step"), .text("eyeSide"), .integer("stroke"), .text("source"), .integer("sample"),
                                       .number("t_s"), .number("x_grid"), .number("y_grid")]

    static func rows(of amslerGrid: AmslerGridResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, stroke) in amslerGrid.strokes.enumerated() {
            for (index, sample) in stroke.samples.enumerated() {
                lines.append([step.identifier, amslerGrid.eyeSide.rawValue, String(number + 1), stroke.source.rawValue,
                              String(index + 1)] + [sample.t, sample.x, sample.y].map(SensorColumns.number))
            }
        }
        return lines
    }

    static func contents(of amslerGrid: AmslerGridResult, rows: Int) -> String {
        "\(amslerGrid.strokes.count) strokes"
    }
}
