import ActiveTasks
import RecordingFormat
import TaskFamilies

/// `STEP.memory.csv` for each spatial span memory step's result: one row per touch of each
/// game its result lists, and one row with empty touch columns for a game without touches,
/// so every game is there. `expectedTarget` is the target the touch had to hit, the
/// sequence's target at the touch's position (the sequence as drawn; with
/// `requireReversal` it was shown reversed); empty past the sequence's end.
enum MemoryTable: StepResultTable {
    static let suffix = "memory"
    static let columns: [CSVColumn] = [.text("step"), .boolean("requireReversal"), .integer("game"), .integer("seed"), .integer("span"),
                                       .text("gameStatus"), .integer("gameScore"), .integer("touch"), .number("timestamp_s"),
                                       .integer("targetIndex"), .integer("expectedTarget"), .boolean("correct"), .number("x"), .number("y")]

    static func rows(of memory: SpatialSpanMemoryResult, step: StepResult) -> [[String]] {
        var lines: [[String]] = []
        for (number, game) in memory.gameRecords.enumerated() {
            let gameColumns = [step.identifier, String(memory.requireReversal), String(number + 1), String(game.seed),
                               String(game.sequence.count), game.gameStatus.rawValue, String(game.score)]
            guard !game.touchSamples.isEmpty else {
                lines.append(gameColumns + Array(repeating: "", count: 7))
                continue
            }
            for (order, touch) in game.touchSamples.enumerated() {
                let expected = order < game.sequence.count ? String(game.sequence[order]) : ""
                lines.append(gameColumns + [String(order + 1), SensorColumns.number(touch.timestamp),
                      String(touch.targetIndex), expected, String(touch.correct),
                      SensorColumns.number(touch.location.x), SensorColumns.number(touch.location.y)])
            }
        }
        return lines
    }

    static func contents(of memory: SpatialSpanMemoryResult, rows: Int) -> String {
        "\(memory.gameRecords.count) games"
    }
}
