import ActiveTasks
import TaskFamilies

/// The hole-peg screen: the step's title and text; that keys cannot drag the peg, and where
/// the step can be played (the kiosk, or a touchscreen the touch recorder reads, whose two
/// fingers this screen follows); the time left and the pegs done; and the hole (a box) or
/// the line (`|`) with the peg (`#`) where `HolePegLayout` puts them. The step ends when its
/// pegs are done, its time limit runs out, or Esc stops the run; no key plays it.
struct HolePegFullScreen: FullScreenActivityScreen {
    /// The hole-peg family's steps.
    static let stepTypes = HolePegFamily.steps.map(\.name)

    /// The hole, the peg, the time left and the pegs done.
    func frame(_ step: any Step, _ holePeg: HolePegActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var (canvas, row) = presenter.frame(for: step)
        let test = holePeg.test
        let target = test.layout.target, start = test.layout.peg, center = test.pegCenter
        canvas.box(x: target.x, y: target.y, width: target.width, height: target.height, fill: test.action == .remove ? "|" : nil, label: "")
        canvas.box(x: center.x - start.width / 2, y: center.y - start.height / 2, width: start.width, height: start.height,
                   fill: "#", label: "")
        row = canvas.paragraph(presenter.builtIn(.holePegNeedsTouch), row: row + 1, width: min(canvas.columns - 4, 72))
        let count = "\(test.successes)/\(test.numberOfPegs)"
        canvas.center(holePeg.remaining.map { FullScreenPresenter.clockText(Int($0.rounded(.up))) + "   " + count } ?? count, row: row + 1)
        presenter.footer(&canvas, presenter.builtIn(.footerSaveAndStop))
        return canvas
    }
}
