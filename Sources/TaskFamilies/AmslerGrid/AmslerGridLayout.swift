import ActiveTasks

/// Where the Amsler grid is drawn, in normalized screen units (x to the right, y downwards,
/// 0 … 1), and how a screen point becomes a grid point.
///
/// ResearchKit draws a square grid as large as the screen's shorter side
/// (`ORKAmslerGridStepViewController.m` line 120, `MIN(width, height)`) with 10 cells per side,
/// 1 pt lines and a dot in its centre of radius side / 75 (`ORKAmslerGridContentView.m` lines
/// 42, 80–82). Here the square is 0.84 of the 800 × 480 reference screen's height (403 px), below
/// the kiosk's bar (60 px) and centred across, leaving a column at each side for the step's text
/// and the swipe that ends it.
/// Grid units run 0 … 1 from the grid's top-left corner to its bottom-right corner.
public enum AmslerGridLayout {
    /// ResearchKit's cells per side (`_numberOfCellsPerSide = 10`).
    public static let cellsPerSide = 10
    /// ResearchKit's grid side to centre-dot radius ratio (`_ratioOfWidthToRadius = 75`).
    public static let sideToDotRadius = 75.0
    /// The grid's frame on the screen.
    public static let grid = SpatialSpanRect(x: 0.248, y: 0.135, width: 0.504, height: 0.84)
    /// How far left (in normalized screen widths, 80 px of 800) a finger that came down outside
    /// the grid must move to end the step: ResearchKit's "swipe left anywhere outside the grid"
    /// (`AMSLER_GRID_INSTRUCTION_DETAIL_TEXT`).
    public static let swipeDistance = 0.1

    /// Whether a screen point is on the grid.
    /// - Parameter point: A point in normalized screen units.
    public static func contains(_ point: SpatialSpanPoint) -> Bool {
        point.x >= grid.x && point.x <= grid.x + grid.width && point.y >= grid.y && point.y <= grid.y + grid.height
    }

    /// A screen point in grid units, clamped to the grid.
    /// - Parameter point: A point in normalized screen units.
    public static func gridPoint(_ point: SpatialSpanPoint) -> SpatialSpanPoint {
        SpatialSpanPoint(x: min(1, max(0, (point.x - grid.x) / grid.width)), y: min(1, max(0, (point.y - grid.y) / grid.height)))
    }
}
