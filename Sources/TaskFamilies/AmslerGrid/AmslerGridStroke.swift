import ActiveTasks

/// One marked path (ResearchKit keeps each as a `UIBezierPath` in `ORKAmslerGridResult.path`):
/// a finger's samples from coming down on the grid to lifting, or a cell marked with keys.
public struct AmslerGridStroke: Codable, Sendable, Equatable {
    /// How the path was made.
    public enum Source: String, Codable, Sendable, Equatable {
        /// A finger on the grid.
        case touch
        /// Arrow keys and space in the terminal: the cell's path is `AmslerGridStroke.cellPath`.
        case keys
    }

    /// How the path was made.
    public var source: Source
    /// The path's samples, in time order.
    public var samples: [AmslerGridSample]

    /// Creates a stroke.
    public init(source: Source, samples: [AmslerGridSample]) {
        self.source = source
        self.samples = samples
    }

    /// The path a cell marked with keys gets, at `time`: three rows across the cell, 0.2, 0.5 and
    /// 0.8 of a cell from its top, from 0.2 to 0.8 of a cell from its left, back and forth; with
    /// the analysis's brush (0.02 grid units) it covers the cell all but its corners and never
    /// reaches a neighbouring cell.
    /// - Parameters:
    ///   - column: The cell's column, 0 at the left.
    ///   - row: The cell's row, 0 at the top.
    ///   - time: Seconds since the step began.
    public static func cellPath(column: Int, row: Int, at time: Double) -> AmslerGridStroke {
        let cell = 1 / Double(AmslerGridLayout.cellsPerSide)
        let left = Double(column) * cell, top = Double(row) * cell
        let ends = [[0.2, 0.8], [0.8, 0.2], [0.2, 0.8]]
        let samples = zip([0.2, 0.5, 0.8], ends).flatMap { y, xs in
            xs.map { AmslerGridSample(t: time, x: left + $0 * cell, y: top + y * cell) }
        }
        return AmslerGridStroke(source: .keys, samples: samples)
    }

    /// The cell of a key-marked path (its first sample's), `nil` for a finger's path.
    public var keyCell: (column: Int, row: Int)? {
        guard source == .keys, let first = samples.first else { return nil }
        let cells = Double(AmslerGridLayout.cellsPerSide)
        return (Int(first.x * cells), Int(first.y * cells))
    }
}
