import ActiveTasks
import TaskFamilies

/// The Amsler grid on the kiosk: the step's title and text beside the grid where
/// `AmslerGridLayout` puts it, with its centre dot and the paths marked so far. Fingers reach the
/// step as the page's pointer events: on the grid they mark, a swipe left outside it ends the step,
/// as the page's "←" button does (`proceed`).
package enum KioskAmslerGridPart: KioskFamilyPart {
    /// The family.
    package typealias Family = AmslerGridFamily

    /// The page's view: `amslerGrid`.
    package static let kind: String? = "amslerGrid"

    /// The grid and the paths marked and being marked.
    package static func screen(of amslerGrid: AmslerGridActivity, on screen: inout KioskScreen,
                               in language: BuiltInLanguage) -> KioskAmslerGridScreen? {
        let grid = AmslerGridLayout.grid
        let drawing = amslerGrid.drawing
        let strokes = drawing.strokes + drawing.drawing.sorted { $0.key < $1.key }.map(\.value)
        return KioskAmslerGridScreen(amslerGrid: KioskAmslerGrid(
            grid: KioskTarget(name: "", x: grid.x, y: grid.y, width: grid.width, height: grid.height),
            cells: AmslerGridLayout.cellsPerSide,
            strokes: strokes.map { $0.samples.map { [$0.x, $0.y] } }))
    }

    /// The "←" button (`proceed`) ends the step, as the swipe left does.
    package static func handle(_ command: KioskCommand, in amslerGrid: AmslerGridActivity, at time: Double) {
        if command == .proceed { amslerGrid.finish(at: time) }
    }
}
