import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.psat.csv` for each PSAT step's result: one row per addition its result lists, in
/// order; an unanswered addition has empty `answer`, `answerTime_s` and location cells,
/// `correct` false and `time_s` the whole interval (ResearchKit's `time`); a typed answer
/// empty location cells.
enum PSATTable: StepResultTable {
    static let suffix = "psat"
    static let columns: [CSVColumn] = [.text("step"), .integer("addition"), .integer("previousDigit"), .integer("digit"), .integer("answer"),
                                       .boolean("correct"), .number("startTime_s"), .number("answerTime_s"), .number("time_s"),
                                       .number("x_normalized"), .number("y_normalized")]

    static func rows(of psat: PSATResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, sample) in psat.samples.enumerated() {
            lines.append([step.identifier, String(number + 1), String(sample.previousDigit), String(sample.digit),
                  sample.answer.map(String.init) ?? "", String(sample.correct),
                  SensorColumns.number(sample.startTime), SensorColumns.number(sample.answerTime),
                  SensorColumns.number(sample.time), SensorColumns.number(sample.location?.x),
                  SensorColumns.number(sample.location?.y)])
        }
        return lines
    }

    static func contents(of _: PSATResult, rows: Int) -> String {
        NumberText.counted(rows, "addition", "additions")
    }
}
