import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The hole-peg screen: the step's title and text; that keys cannot drag the peg, and where
    /// the step can be played (the kiosk, or a touchscreen the touch recorder reads, whose two
    /// fingers this screen follows); the time left and the pegs done; and the hole (a box) or
    /// the line (`|`) with the peg (`#`) where `HolePegLayout` puts them. The step ends when its
    /// pegs are done, its time limit runs out, or Esc stops the run.
    func holePegFrame(_ step: any Step, _ holePeg: HolePegActivity) -> ScreenCanvas {
        var (canvas, row) = frame(for: step)
        let test = holePeg.test
        let target = test.layout.target, start = test.layout.peg, center = test.pegCenter
        canvas.box(x: target.x, y: target.y, width: target.width, height: target.height, fill: test.action == .remove ? "|" : nil, label: "")
        canvas.box(x: center.x - start.width / 2, y: center.y - start.height / 2, width: start.width, height: start.height,
                   fill: "#", label: "")
        row = canvas.paragraph(builtIn(.holePegNeedsTouch), row: row + 1, width: min(canvas.columns - 4, 72))
        let count = "\(test.successes)/\(test.numberOfPegs)"
        canvas.center(holePeg.remaining.map { Self.clockText(Int($0.rounded(.up))) + "   " + count } ?? count, row: row + 1)
        footer(&canvas, builtIn(.footerSaveAndStop))
        return canvas
    }
}
