import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The Amsler grid screen: the step's title and text beside the grid where `AmslerGridLayout`
    /// puts it, with its centre dot and the paths marked so far. Fingers reach the step as the
    /// page's pointer events: on the grid they mark, a swipe left outside it ends the step.
    func amslerGridScreen(_ screen: inout KioskScreen, _ amslerGrid: AmslerGridActivity) {
        screen.kind = "amslerGrid"
        let grid = AmslerGridLayout.grid
        let drawing = amslerGrid.drawing
        let strokes = drawing.strokes + drawing.drawing.sorted { $0.key < $1.key }.map(\.value)
        screen.amslerGrid = KioskAmslerGrid(
            grid: KioskTarget(name: "", x: grid.x, y: grid.y, width: grid.width, height: grid.height),
            cells: AmslerGridLayout.cellsPerSide,
            strokes: strokes.map { $0.samples.map { [$0.x, $0.y] } })
    }
}
