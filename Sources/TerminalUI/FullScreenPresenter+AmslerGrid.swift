import ActiveTasks
import TaskFamilies

extension FullScreenPresenter {
    /// The Amsler grid screen, the terminal's coarse equivalent of the finger on the grid: the
    /// step's title and text, then the 10 × 10 cells, three columns each (` · ` unmarked, `###`
    /// marked with keys, `***` crossed by a finger's path from the touchscreen), the centre
    /// marked `+` as ResearchKit's dot, the cursor's cell in reverse video. Arrow keys move the
    /// cursor, space marks the cell (or unmarks it), Enter ends the step as the swipe does.
    func amslerGridFrame(_ step: any Step, _ amslerGrid: AmslerGridActivity) -> ScreenCanvas {
        var (canvas, row) = frame(for: step)
        let drawing = amslerGrid.drawing
        let cells = AmslerGridLayout.cellsPerSide
        let touched = Set((drawing.strokes + Array(drawing.drawing.values)).filter { $0.source == .touch }.flatMap(\.samples).map {
            min(cells - 1, Int($0.y * Double(cells))) * cells + min(cells - 1, Int($0.x * Double(cells)))
        })
        let bottom = footer(&canvas, builtIn(.footerAmslerGridKeys) + "   " + builtIn(.footerSaveAndStop))
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
}
