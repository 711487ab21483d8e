import ActiveTasks
import TaskFamilies

/// The flanker screen: the step's title and text, a fixation cross between rows, the row of five
/// arrows (bold, spaced) in the middle while it waits for an answer, the trial's number of all
/// (`3/20`) below it, and the two buttons where `FlankerLayout` puts them. The keys `←` and `→`
/// answer left and right.
struct FlankerFullScreen: FullScreenActivityScreen {
    /// The flanker family's steps.
    static let stepTypes = FlankerFamily.steps.map(\.name)

    /// The fixation cross or the row, the trial's number and the buttons.
    func frame(_ step: any Step, _ flanker: FlankerActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let framed = presenter.frame(for: step)
        var canvas = framed.canvas
        let middle = max(framed.row + 1, Int(0.45 * Double(canvas.rows)))
        if let trial = flanker.test.currentTrial {
            let row = trial.arrows.map(String.init).joined(separator: " ")
            canvas.center(row, row: middle)
            let start = max(0, (canvas.columns - TerminalWidth.of(row)) / 2)
            canvas.paint(row: middle, columns: start..<start + TerminalWidth.of(row), parameters: "1")
            canvas.center("\(flanker.test.trials.count)/\(flanker.step.numberOfTrials)", row: middle + 2)
        } else if !flanker.isFinished {
            canvas.center("+", row: middle)
        }
        for (direction, rect) in zip(FlankerDirection.allCases, FlankerLayout.buttons) {
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: nil,
                       label: direction == .left ? "[←] <" : "[→] >")
        }
        presenter.footer(&canvas, keys: presenter.builtIn(.footerFlankerKeys))
        return canvas
    }

    /// `←` answers left, `→` right.
    func handle(_ key: TerminalKey, _ flanker: FlankerActivity, in presenter: FullScreenPresenter) {
        guard case .arrow(let columns, 0) = key, columns != 0 else { return }
        flanker.choose(columns < 0 ? .left : .right, at: presenter.clock())
    }
}
