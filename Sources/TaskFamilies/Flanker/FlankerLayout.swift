import ActiveTasks

/// Where the flanker test's two buttons are, in normalized screen units: left and right, side
/// by side below the row of arrows, each 0.44 of the width by 0.26 of the height (352 × 125 px
/// on an 800 × 480 screen), 0.04 from the sides and 0.04 apart, the top at 0.66.
public enum FlankerLayout {
    /// The buttons' frames, in `FlankerDirection.allCases` order (left, right).
    public static let buttons: [SpatialSpanRect] = FlankerDirection.allCases.indices.map { index in
        SpatialSpanRect(x: 0.04 + Double(index) * 0.48, y: 0.66, width: 0.44, height: 0.26)
    }

    /// The direction of the button containing `point` (edges included), or `nil` when it hits none.
    /// - Parameter point: Where a finger came down, in normalized screen units.
    public static func direction(at point: SpatialSpanPoint) -> FlankerDirection? {
        let index = SpatialSpanBoard.targetIndex(at: point, in: buttons)
        return index < 0 ? nil : FlankerDirection.allCases[index]
    }
}
