import ActiveTasks
import TaskFamilies

/// The Amsler grid screen, the terminal's coarse equivalent of the finger on the grid: the
/// step's title and text, then the 10 × 10 cells, three columns each (` · ` unmarked, `###`
/// marked with keys, `***` crossed by a finger's path from the touchscreen), the centre
/// marked `+` as ResearchKit's dot, the cursor's cell in reverse video. Arrow keys move the
/// cursor, space marks the cell (or unmarks it), Enter ends the step as the swipe does.
struct AmslerGridFullScreen: FullScreenActivityScreen {
    /// The Amsler grid family's steps.
    static let stepTypes = AmslerGridFamily.steps.map(\.name)

    /// The grid and its cursor.
    func frame(_ step: any Step, _ amslerGrid: AmslerGridActivity, in presenter: FullScreenPresenter) -> ScreenCanvas {
        var (canvas, row) = presenter.frame(for: step)
        let drawing = amslerGrid.drawing
        let cells = AmslerGridLayout.cellsPerSide
        let touched = Set((drawing.strokes + Array(drawing.drawing.values)).filter { $0.source == .touch }.flatMap(\.samples).map {
            min(cells - 1, Int($0.y * Double(cells))) * cells + min(cells - 1, Int($0.x * Double(cells)))
        })
        let bottom = presenter.footer(&canvas, keys: presenter.builtIn(.footerAmslerGridKeys))
        let top = max(row + 1, min(bottom - cells - 1, (canvas.rows - cells) / 2))
        let left = max(0, (canvas.columns - 3 * cells) / 2)
        for gridRow in 0..<cells {
            let line = (0..<cells).map { column in
                if drawing.isKeyMarked(column: column, row: gridRow) { return "###" }
                if touched.contains(gridRow * cells + column) { return "***" }
                return column == cells / 2 && gridRow == cells / 2 ? "+· " : " · "
            }.joined()
            canvas.write(line, row: top + gridRow, column: left)
        }
        let cursor = drawing.cursor
        canvas.paint(row: top + cursor.row, columns: left + 3 * cursor.column ..< left + 3 * cursor.column + 3, parameters: "7")
        return canvas
    }

    /// Arrows move the cursor, space marks its cell, Enter ends the step.
    func handle(_ key: TerminalKey, _ amslerGrid: AmslerGridActivity, in presenter: FullScreenPresenter) {
        switch key {
        case .arrow(let columns, let rows): amslerGrid.moveCursor(columns: columns, rows: rows, at: presenter.clock())
        case .character(" "): amslerGrid.toggleCell(at: presenter.clock())
        case .enter: amslerGrid.finish(at: presenter.clock())
        default: break
        }
    }
}
