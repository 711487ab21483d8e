import ActiveTasks

/// The geometry of a spatial span game: how many targets a span gets and where they are.
public enum SpatialSpanBoard {
    /// The grid side for a sequence of `span` targets: ceil(√(2·span)), kept within 2 … 6.
    /// - Parameter span: The sequence length.
    public static func gridSide(forSpan span: Int) -> Int {
        var side = 1
        while side * side < 2 * span { side += 1 }
        return min(max(side, 2), 6)
    }

    /// The targets of a `side` × `side` grid laid over `frame`, row by row from the top left;
    /// each target fills its cell but for a tenth of the cell on every side.
    /// - Parameters:
    ///   - side: Targets per row and column.
    ///   - frame: The board's frame, in the coordinates touches are reported in.
    public static func targetRects(side: Int, in frame: SpatialSpanRect) -> [SpatialSpanRect] {
        let cellWidth = frame.width / Double(side)
        let cellHeight = frame.height / Double(side)
        return (0..<side * side).map { index in
            SpatialSpanRect(x: frame.x + Double(index % side) * cellWidth + cellWidth / 10,
                            y: frame.y + Double(index / side) * cellHeight + cellHeight / 10,
                            width: cellWidth * 0.8, height: cellHeight * 0.8)
        }
    }

    /// The index of the target containing `point` (edges included), or −1 when it hits none.
    /// - Parameters:
    ///   - point: Where the touch came down.
    ///   - rects: The targets.
    public static func targetIndex(at point: SpatialSpanPoint, in rects: [SpatialSpanRect]) -> Int {
        rects.firstIndex { point.x >= $0.x && point.x <= $0.x + $0.width && point.y >= $0.y && point.y <= $0.y + $0.height } ?? -1
    }

    /// The sequence a game with `seed` shows: the first `span` entries of a Fisher–Yates
    /// permutation of 0 ..< `gameSize` drawn from `SpatialSpanRandom(seed:)` (swap position i,
    /// from the last down to 1, with position `next() % (i + 1)`).
    /// - Parameters:
    ///   - seed: The game's seed.
    ///   - gameSize: The number of targets.
    ///   - span: The sequence length, at most `gameSize`.
    public static func sequence(seed: UInt32, gameSize: Int, span: Int) -> [Int] {
        var generator = SpatialSpanRandom(seed: UInt64(seed))
        var permutation = Array(0..<gameSize)
        for position in stride(from: gameSize - 1, through: 1, by: -1) {
            permutation.swapAt(position, Int(generator.next() % UInt64(position + 1)))
        }
        return Array(permutation.prefix(span))
    }
}
