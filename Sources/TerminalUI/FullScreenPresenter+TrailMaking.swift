import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The keys of the Trail Making circles, given out from left to right across the screen (so a
    /// key tells nothing of the order).
    package static let trailMakingKeys = Array("abcdefghijklm")

    /// The Trail Making screen: the step's title and text, the errors so far below the title, and
    /// the 13 circles where `TrailMakingLayout` puts them, each boxed with its key and label
    /// (`c:7`), filled with `=` once reached in order and with `#` while flashed after a wrong tap.
    func trailMakingFrame(_ step: any Step, _ trail: TrailMakingActivity) -> ScreenCanvas {
        var (canvas, _) = frame(for: step)
        let test = trail.test
        if let status = trail.status { canvas.center(status, row: 2) }
        let keys = Self.trailMakingKeyOrder(test.circles)
        footer(&canvas, builtIn(.footerTrailMakingKeys, "a-m") + "   " + builtIn(.footerSaveAndStop))
        for (index, (rect, label)) in zip(test.circles, test.type.labels).enumerated() {
            let fill: Character? = index < test.nextIndex ? "=" : index == test.flashedError ? "#" : nil
            canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: fill,
                       label: "\(Self.trailMakingKeys[keys[index]]):\(label)")
        }
        return canvas
    }

    /// A key tapping a circle, when it is one of `trailMakingKeys`.
    func tap(_ key: Character, in trail: TrailMakingActivity) {
        guard let slot = Self.trailMakingKeys.firstIndex(of: key),
              let index = Self.trailMakingKeyOrder(trail.test.circles).firstIndex(of: slot) else { return }
        trail.tap(index, at: clock())
    }

    /// Each circle's place in `trailMakingKeys`: its rank from left to right (top to bottom on a tie).
    private static func trailMakingKeyOrder(_ circles: [SpatialSpanRect]) -> [Int] {
        let ranked = circles.indices.sorted { (circles[$0].x, circles[$0].y) < (circles[$1].x, circles[$1].y) }
        var slots = Array(repeating: 0, count: circles.count)
        for (slot, index) in ranked.enumerated() { slots[index] = slot }
        return slots
    }
}
