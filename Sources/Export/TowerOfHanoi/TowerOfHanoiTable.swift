import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.towerofhanoi.csv` for each Tower of Hanoi step's result: one row per move made or
/// refused, in the order of their times (ResearchKit's `ORKTowerOfHanoiMove` fields, with
/// whether the move was legal and its time from the step's start).
enum TowerOfHanoiTable: StepResultTable {
    static let suffix = "towerofhanoi"
    static let columns: [CSVColumn] = [.text("step"), .integer("numberOfDisks"), .integer("move"), .boolean("legal"),
                                       .integer("donorTowerIndex"), .integer("recipientTowerIndex"), .number("time_s"), .number("timestamp_s")]

    static func rows(of puzzle: TowerOfHanoiResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        let rows = (puzzle.moves.map { ($0, true) } + puzzle.illegalMoves.map { ($0, false) }).sorted { $0.0.time < $1.0.time }
        for (number, (move, legal)) in rows.enumerated() {
            lines.append([step.identifier, String(puzzle.numberOfDisks), String(number + 1), String(legal),
                          String(move.donorTowerIndex), String(move.recipientTowerIndex),
                          SensorColumns.number(move.time), SensorColumns.number(move.timestamp)])
        }
        return lines
    }

    static func contents(of _: TowerOfHanoiResult, rows: Int) -> String {
        NumberText.counted(rows, "move", "moves")
    }
}
