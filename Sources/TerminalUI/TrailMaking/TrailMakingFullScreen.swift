import ActiveTasks
import TaskFamilies

/// The Trail Making screen: the step's title, the errors so far below the title, its text where it
/// fits above the test area, and the 13 circles where `TrailMakingLayout` puts them, each with its
/// key and label (`c:7`). Where every circle's cells hold its label inside a border (100 × 30), it
/// is boxed, filled with `=` once reached in order and with `#` while flashed after a wrong tap;
/// on a smaller screen each is a tag on one row at its centre, `(c:7)`, `=c:7=` once reached and
/// `#c:7#` while flashed, moved to the nearest free cells where it would touch another's.
/// A key taps its circle.
struct TrailMakingFullScreen: FullScreenActivityScreen {
    /// The keys of the Trail Making circles, given out from left to right across the screen (so a
    /// key tells nothing of the order).
    static let keys = Array("abcdefghijklm")
    /// The Trail Making family's steps.
    static let stepTypes = TrailMakingFamily.steps.map(\.name)

    /// The errors and the circles.
    func frame(_ step: any Step, _ trail: TrailMakingActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        let areaTop = Int(TrailMakingLayout.areaTop / TrailMakingLayout.referenceHeight * Double(presenter.size().rows))
        var (canvas, _) = presenter.frame(for: step, above: areaTop)
        let test = trail.test
        if let status = trail.status { canvas.center(status, row: 2) }
        let keys = Self.keyOrder(test.circles)
        let bottom = presenter.footer(&canvas, keys: presenter.builtIn(.footerTrailMakingKeys, "a-m"))
        let circles = zip(test.circles, test.type.labels).enumerated().map { index, circle in
            (rect: circle.0, text: "\(Self.keys[keys[index]]):\(circle.1)",
             fill: index < test.nextIndex ? "=" : index == test.flashedError ? "#" : nil as Character?)
        }
        let boxed = circles.allSatisfy { circle in
            let area = canvas.cells(x: circle.rect.x, y: circle.rect.y, width: circle.rect.width, height: circle.rect.height)
            return area.columns.count >= TerminalWidth.of(circle.text) + 2 && area.rows.count >= 3
        }
        var placed: [(row: Int, columns: Range<Int>)] = []
        for circle in circles {
            let rect = circle.rect
            guard !boxed else {
                canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, fill: circle.fill, label: circle.text)
                continue
            }
            let tag = circle.fill.map { "\($0)\(circle.text)\($0)" } ?? "(\(circle.text))"
            let area = canvas.cells(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            let centre = (row: (area.rows.lowerBound + area.rows.upperBound - 1) / 2,
                          column: (area.columns.lowerBound + area.columns.upperBound - TerminalWidth.of(tag)) / 2)
            let spot = Self.freeSpot(near: centre, width: TerminalWidth.of(tag), rows: areaTop..<bottom, columns: canvas.columns, taken: placed)
            placed.append((spot.row, spot.column ..< spot.column + TerminalWidth.of(tag)))
            canvas.write(tag, row: spot.row, column: spot.column)
        }
        return canvas
    }

    /// The place nearest `centre` (a column away costing one, a row three) where a tag `width`
    /// wide lies inside `rows` and the screen's `columns` with a blank cell between it and every
    /// tag `taken`; `centre` itself when there is none.
    private static func freeSpot(near centre: (row: Int, column: Int), width: Int, rows: Range<Int>, columns: Int,
                                 taken: [(row: Int, columns: Range<Int>)]) -> (row: Int, column: Int) {
        func isFree(_ row: Int, _ column: Int) -> Bool {
            column >= 0 && column + width <= columns
                && !taken.contains { $0.row == row && $0.columns.overlaps(column - 1 ..< column + width + 1) }
        }
        var best: (cost: Int, row: Int, column: Int)?
        for row in rows {
            let rowCost = 3 * abs(row - centre.row)
            for shift in 0...columns where rowCost + shift < best?.cost ?? .max {
                guard let column = [centre.column - shift, centre.column + shift].first(where: { isFree(row, $0) }) else { continue }
                best = (rowCost + shift, row, column)
                break
            }
        }
        return best.map { ($0.row, $0.column) } ?? centre
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
