import ActiveTasks

/// Where the touch-ability trials put their targets, in normalized screen units, and the
/// page in pixels that distances are measured on.
///
/// The tap and long-press targets are ResearchKit's 76 × 76 squares (`targetSize` in
/// `ORKTouchAbilityTapContentView.m` line 193 and `ORKTouchAbilityLongPressContentView.m`
/// line 193) centred in the cells of a 3 × 3 grid (ResearchKit's grid unless both size classes
/// are regular, `ORKTouchAbilityTapStepViewController.m` lines 131–143), here on an 800 × 480
/// page below a quarter of the height kept for the title and the instruction.
public enum TouchAbilityLayout {
    /// The page's width in pixels that normalized units are measured on (the kiosk's 800 × 480).
    public static let pixelWidth = 800.0
    /// The page's height in pixels.
    public static let pixelHeight = 480.0
    /// The target's side in pixels (ResearchKit's 76 points).
    public static let targetSide = 76.0
    /// Columns and rows of the grid (ResearchKit's compact size class).
    public static let gridSize = 3
    /// The grid's top, in normalized units: the title and the instruction sit above it.
    public static let gridTop = 0.25
    /// Pixels a swipe must cover before it has a direction (ours; UIKit does not document its threshold).
    public static let minimumSwipeDistance = 50.0
    /// Seconds a long press must hold (UIKit's `UILongPressGestureRecognizer.minimumPressDuration`,
    /// which ResearchKit leaves at its default).
    public static let minimumPressDuration = 0.5
    /// Pixels a long press may move before it is recognized (UIKit's `allowableMovement`, default 10).
    public static let allowableMovement = 10.0

    /// The target of the cell in `column` and `row`, both from 0: a `targetSide` square at the cell's centre.
    /// - Parameters:
    ///   - column: The column, from the left.
    ///   - row: The row, from the top.
    public static func target(column: Int, row: Int) -> SpatialSpanRect {
        let cellWidth = 1.0 / Double(gridSize), cellHeight = (1 - gridTop) / Double(gridSize)
        let width = targetSide / pixelWidth, height = targetSide / pixelHeight
        return SpatialSpanRect(x: cellWidth * (Double(column) + 0.5) - width / 2,
                               y: gridTop + cellHeight * (Double(row) + 0.5) - height / 2, width: width, height: height)
    }

    /// Where a swipe made with a key starts: the middle of the grid.
    public static let swipeOrigin = SpatialSpanPoint(x: 0.5, y: gridTop + (1 - gridTop) / 2)

    /// The distance from `a` to `b` in pixels of the page.
    public static func pixels(from a: SpatialSpanPoint, to b: SpatialSpanPoint) -> Double {
        let dx = (b.x - a.x) * pixelWidth, dy = (b.y - a.y) * pixelHeight
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether `point` lies in `rect`, edges included.
    public static func contains(_ rect: SpatialSpanRect, _ point: SpatialSpanPoint) -> Bool {
        point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height
    }
}
