import ActiveTasks
import RecordingFormat

/// The Amsler grid's marks, headless: touches and key presses at the times the caller passes in
/// become paths in grid units, so a presenter, a replay or a test run it alike.
///
/// ResearchKit's rules (`ORKAmslerGridStepViewController.m`, `ORKFreehandDrawingView.m`): a finger
/// on the grid draws a path until it lifts; a pan anywhere else ends the step (lines 103, 113–115;
/// its text asks for a swipe left outside the grid). Here a finger that comes down on the grid
/// draws (points that leave the grid are clamped to its edge), and one that comes down outside it
/// ends the step once it has moved `AmslerGridLayout.swipeDistance` to the left. The terminal's
/// equivalent: arrow keys move a cursor over the 10 × 10 cells, space marks the cell (or unmarks
/// a cell it marked), Enter ends the step.
public final class AmslerGridDrawing {
    /// The finished paths, in the order they were finished.
    public private(set) var strokes: [AmslerGridStroke] = []
    /// Paths being drawn, by touch id.
    public private(set) var drawing: [Int: AmslerGridStroke] = [:]
    /// Where each finger that came down outside the grid came down, by touch id.
    private var swipes: [Int: Double] = [:]
    /// The terminal's cursor: column and row.
    public private(set) var cursor = (column: AmslerGridLayout.cellsPerSide / 2, row: AmslerGridLayout.cellsPerSide / 2)
    /// Whether the step was ended by a swipe or Enter.
    public private(set) var isDone = false
    /// When a finger last lifted or a key was pressed, in seconds since the step began.
    public private(set) var lastInput = 0.0

    /// Creates an empty drawing.
    public init() {}

    /// Takes one touch.
    /// - Parameters:
    ///   - phase: The touch's phase.
    ///   - id: The touch's id.
    ///   - point: Where it is, in normalized screen units.
    ///   - time: Seconds since the step began (the touch event's own time).
    public func touch(_ phase: TouchPhase, id: Int, at point: SpatialSpanPoint, time: Double) {
        guard !isDone else { return }
        let gridPoint = AmslerGridLayout.gridPoint(point)
        let sample = AmslerGridSample(t: time, x: gridPoint.x, y: gridPoint.y)
        switch phase {
        case .began:
            if AmslerGridLayout.contains(point) {
                drawing[id] = AmslerGridStroke(source: .touch, samples: [sample])
            } else {
                swipes[id] = point.x
            }
        case .moved:
            if drawing[id] != nil {
                drawing[id]?.samples.append(sample)
            } else if let start = swipes[id], start - point.x >= AmslerGridLayout.swipeDistance {
                finish(at: time)
            }
        case .ended, .cancelled:
            if var stroke = drawing.removeValue(forKey: id) {
                stroke.samples.append(sample)
                strokes.append(stroke)
            }
            swipes[id] = nil
            lastInput = time
        }
    }

    /// Moves the terminal's cursor by one cell, staying on the grid.
    /// - Parameters:
    ///   - columns: -1 left, 1 right, 0 neither.
    ///   - rows: -1 up, 1 down, 0 neither.
    ///   - time: Seconds since the step began.
    public func moveCursor(columns: Int, rows: Int, at time: Double) {
        let last = AmslerGridLayout.cellsPerSide - 1
        cursor = (min(last, max(0, cursor.column + columns)), min(last, max(0, cursor.row + rows)))
        lastInput = time
    }

    /// Marks the cell under the cursor, or unmarks it when keys marked it before.
    /// - Parameter time: Seconds since the step began.
    public func toggleCursorCell(at time: Double) {
        guard !isDone else { return }
        if let index = strokes.firstIndex(where: { $0.keyCell.map { $0 == cursor } ?? false }) {
            strokes.remove(at: index)
        } else {
            strokes.append(.cellPath(column: cursor.column, row: cursor.row, at: time))
        }
        lastInput = time
    }

    /// Whether keys marked the cell.
    /// - Parameters:
    ///   - column: The cell's column.
    ///   - row: The cell's row.
    public func isKeyMarked(column: Int, row: Int) -> Bool {
        strokes.contains { $0.keyCell.map { $0 == (column, row) } ?? false }
    }

    /// Ends the step (a swipe, Enter, or nobody there); paths being drawn are kept as they are.
    /// - Parameter time: Seconds since the step began.
    public func finish(at time: Double) {
        guard !isDone else { return }
        strokes += drawing.sorted { $0.key < $1.key }.map(\.value)
        drawing = [:]
        isDone = true
        lastInput = time
    }

    /// Whether a finger is down on the grid or outside it.
    public var isTouched: Bool { !drawing.isEmpty || !swipes.isEmpty }
}
