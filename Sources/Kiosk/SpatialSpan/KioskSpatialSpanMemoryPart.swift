import ActiveTasks
import TaskFamilies

/// The spatial span memory game on the kiosk: the board's cells where the activity's board frame
/// puts them, `lit` while shown in the sequence and `done` once repeated in order, the game's
/// phase and outcome, the score and the game; a new view for each game. After a game a touch
/// anywhere, or Continue (`proceed`), goes on; a cell activated without a pointer is tapped.
package enum KioskSpatialSpanMemoryPart: KioskFamilyPart {
    /// The family.
    package typealias Family = SpatialSpanMemoryFamily

    /// The page's view: `memory`.
    package static let kind: String? = "memory"

    /// The view's texts: the score line, the phases and the outcomes.
    package static let labels: [BuiltInText] = [.memoryStatus, .watchTargets, .tapInOrder, .tapInReverse, .wellDone, .notTheNextTarget, .timeIsUp]

    /// The game's board and state; `nil` (the timer screen) before the first game.
    package static func screen(of memory: SpatialSpanActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskSpatialSpanMemoryScreen? {
        let game = memory.game
        guard let record = game.currentRecord else { return nil }
        screen.key += ".\(game.records.count)"
        let lit = memory.litTarget
        let repeated = game.phase == .gameplay ? Set(record.sequence.prefix(game.repeatedCount)) : []
        return KioskSpatialSpanMemoryScreen(
            targets: record.targetRects.enumerated().map { index, rect in
                KioskTarget(name: BuiltInText.cellNumber.text(in: language, String(index + 1)), x: rect.x, y: rect.y, width: rect.width,
                            height: rect.height, state: index == lit ? "lit" : repeated.contains(index) ? "done" : nil)
            },
            phase: "\(game.phase)", outcome: record.gameStatus == .unknown ? nil : record.gameStatus.rawValue,
            started: memory.isAwaitingProceed, score: game.score, game: game.records.count, games: memory.step.rules.maximumTests,
            reversed: memory.step.rules.requireReversal)
    }

    /// Continue (`proceed`) starts the next game; a cell activated without a pointer (`cell`, by
    /// its index) is tapped.
    package static func handle(_ command: KioskCommand, in memory: SpatialSpanActivity, at time: Double) {
        switch command {
        case .proceed: memory.proceed(at: time)
        case .cell(let index): memory.tap(targetIndex: index, at: time)
        default: break
        }
    }
}
