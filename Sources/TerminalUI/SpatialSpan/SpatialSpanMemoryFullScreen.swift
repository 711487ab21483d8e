import ActiveTasks
import TaskFamilies

/// The memory screen: what to do now (watch, tap in order or in reverse, or how the game ended),
/// the board's targets where the game put them (on the presenter's board frame), each labelled
/// with its key, the lit one filled with `#` and those repeated so far with `=`, and the score
/// above the footer. Each target's key (`1`…`9`, then `a`…`z`, then `0`) taps it; after each game,
/// Enter continues.
struct SpatialSpanMemoryFullScreen: FullScreenActivityScreen {
    /// The keys of the memory targets, in target order.
    static let keys = Array("123456789abcdefghijklmnopqrstuvwxyz0")
    /// The memory family's steps.
    static let stepTypes = SpatialSpanMemoryFamily.steps.map(\.name)

    /// The board, what to do and the score.
    func frame(_ step: any Step, _ memory: SpatialSpanActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var canvas = presenter.blank()
        let (step, game, lit, awaitingNext) = (memory.step, memory.game, memory.litTarget, memory.isAwaitingProceed)
        let record = game.currentRecord!
        let title: BuiltInText
        switch (game.phase, record.gameStatus) {
        case (.playback, _): title = .watchTargets
        case (.gameplay, _): title = step.rules.requireReversal ? .tapInReverse : .tapInOrder
        case (_, .success): title = .wellDone
        case (_, .failure): title = .notTheNextTarget
        default: title = .timeIsUp
        }
        canvas.center(presenter.builtIn(title), row: 1)
        for (index, rect) in record.targetRects.enumerated() {
            let repeated = game.phase == .gameplay && record.sequence.prefix(game.repeatedCount).contains(index)
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                       fill: index == lit ? "#" : repeated ? "=" : nil, label: String(Self.keys[index]))
        }
        let status = presenter.builtIn(.memoryStatus, String(game.score), String(game.records.count), String(step.rules.maximumTests))
        let bottom = presenter.footer(&canvas, [presenter.builtIn(.footerMemoryKeys), presenter.builtIn(.footerContinue),
                                                presenter.builtIn(.footerSaveAndStop)].joined(separator: "   "))
        canvas.center(awaitingNext ? status + "   " + presenter.builtIn(.enterToGoOn) : status, row: bottom - 1)
        return canvas
    }

    /// A target's key taps it; Enter goes on to the next game.
    func handle(_ key: TerminalKey, _ memory: SpatialSpanActivity, in presenter: FullScreenPresenter) {
        switch key {
        case .enter: memory.proceed(at: presenter.clock())
        case .character(let character):
            if let index = Self.keys.firstIndex(of: character) { memory.tap(targetIndex: index, at: presenter.clock()) }
        default: break
        }
    }
}
