import ActiveTasks

/// Where the Stroop test's four buttons are, in normalized screen units: one row, R G B Y from
/// left to right, below the word.
public enum StroopLayout {
    /// The buttons' frames, in `StroopColor.allCases` order: each 0.2 of the width by 0.22 of
    /// the height (160 × 106 px on an 800 × 480 screen), 0.04 apart and from the sides, the top
    /// at 0.66.
    public static let buttons: [SpatialSpanRect] = StroopColor.allCases.indices.map { index in
        SpatialSpanRect(x: 0.04 + Double(index) * 0.24, y: 0.66, width: 0.2, height: 0.22)
    }

    /// The colour of the button containing `point` (edges included), or `nil` when it hits none.
    /// - Parameter point: Where a finger came down, in normalized screen units.
    public static func color(at point: SpatialSpanPoint) -> StroopColor? {
        let index = SpatialSpanBoard.targetIndex(at: point, in: buttons)
        return index < 0 ? nil : StroopColor.allCases[index]
    }
}
