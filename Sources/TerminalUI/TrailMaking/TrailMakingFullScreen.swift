import ActiveTasks
import TaskFamilies

/// The Trail Making screen: the step's title and text, the errors so far below the title, and
/// the 13 circles where `TrailMakingLayout` puts them, each boxed with its key and label
/// (`c:7`), filled with `=` once reached in order and with `#` while flashed after a wrong tap.
/// A key taps its circle.
struct TrailMakingFullScreen: FullScreenActivityScreen {
    /// The keys of the Trail Making circles, given out from left to right across the screen (so a
    /// key tells nothing of the order).
    static let keys = Array("abcdefghijklm")
    /// The Trail Making family's steps.
    static let stepTypes = TrailMakingFamily.steps.map(\.name)

    /// The errors and the circles.
    func frame(_ step: any Step, _ trail: TrailMakingActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var (canvas, _) = presenter.frame(for: step)
        let test = trail.test
        if let status = trail.status { canvas.center(status, row: 2) }
        let keys = Self.keyOrder(test.circles)
        presenter.footer(&canvas, keys: presenter.builtIn(.footerTrailMakingKeys, "a-m"))
        for (index, (rect, label)) in zip(test.circles, test.type.labels).enumerated() {
            let fill: Character? = index < test.nextIndex ? "=" : index == test.flashedError ? "#" : nil
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: fill,
                       label: "\(Self.keys[keys[index]]):\(label)")
        }
        return canvas
    }

    /// A key tapping a circle, when it is one of `keys`.
    func handle(_ key: TerminalKey, _ trail: TrailMakingActivity, in presenter: FullScreenPresenter) {
        guard case .character(let character) = key, let slot = Self.keys.firstIndex(of: character),
              let index = Self.keyOrder(trail.test.circles).firstIndex(of: slot) else { return }
        trail.tap(index, at: presenter.clock())
    }

    /// Each circle's place in `keys`: its rank from left to right (top to bottom on a tie).
    private static func keyOrder(_ circles: [SpatialSpanRect]) -> [Int] {
        let ranked = circles.indices.sorted { (circles[$0].x, circles[$0].y) < (circles[$1].x, circles[$1].y) }
        var slots = Array(repeating: 0, count: circles.count)
        for (slot, index) in ranked.enumerated() { slots[index] = slot }
        return slots
    }
}
