import ActiveTasks

/// Where the PSAT keypad's keys are, in normalized screen units: ResearchKit's three rows of five
/// (`ORKPSATKeyboardView.m`, `updateConstraints`): 3 … 7, 8 … 12 and 13 … 17 from left to right,
/// below the digit.
public enum PSATLayout {
    /// The smallest and largest sums on the keypad (`ORKPSATMinimumAnswer`, `ORKPSATMaximumAnswer`):
    /// two different digits from 1 to 9 add up to 3 … 17.
    public static let answers = 3...17

    /// The keys' frames, in `answers` order: each 0.176 of the width by 0.15 of the height
    /// (141 × 72 px on an 800 × 480 screen), 0.02 apart and from the sides, the rows' tops at
    /// 0.46, 0.63 and 0.80.
    public static let keys: [SpatialSpanRect] = (0..<answers.count).map { offset in
        SpatialSpanRect(x: 0.02 + Double(offset % 5) * 0.196, y: 0.46 + Double(offset / 5) * 0.17, width: 0.176, height: 0.15)
    }

    /// The sum on the key containing `point` (edges included), or `nil` when it hits none.
    /// - Parameter point: Where a finger came down, in normalized screen units.
    public static func answer(at point: SpatialSpanPoint) -> Int? {
        let index = SpatialSpanBoard.targetIndex(at: point, in: keys)
        return index < 0 ? nil : answers.lowerBound + index
    }
}
