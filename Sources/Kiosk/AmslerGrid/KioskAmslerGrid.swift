import ActiveTasks

/// What the kiosk page draws of an Amsler grid step: the grid's frame in page units (0 … 1 of
/// the page's width and height), its cells per side, and the marked paths in grid units.
struct KioskAmslerGrid: Encodable, Equatable {
    /// The grid's frame.
    var grid: KioskTarget
    /// Cells per side.
    var cells: Int
    /// The paths marked and being marked, each a list of `[x, y]` in grid units.
    var strokes: [[[Double]]]
}
