import ActiveTasks

/// Where the Tower of Hanoi's three towers are, in normalized screen units: one row, left to right
/// as ResearchKit lays them out on a wide screen (`ORKTowerOfHanoiStepViewController.m`,
/// `regularConstraints`, lines 320–361: three towers of equal width side by side), below the
/// kiosk's bar and the moves line and above the give-up button.
public enum TowerOfHanoiLayout {
    /// The towers' frames, each 0.3 of the width by 0.56 of the height (240 × 269 px on an
    /// 800 × 480 screen), 0.025 apart and from the sides, the top at 0.22.
    public static let towers: [SpatialSpanRect] = (0..<TowerOfHanoiPuzzle.towerCount).map { index in
        SpatialSpanRect(x: 0.025 + Double(index) * 0.325, y: 0.22, width: 0.3, height: 0.56)
    }

    /// The tower containing `point` (edges included), or `nil` when it hits none.
    /// - Parameter point: Where a finger came down, in normalized screen units.
    public static func tower(at point: SpatialSpanPoint) -> Int? {
        let index = SpatialSpanBoard.targetIndex(at: point, in: towers)
        return index < 0 ? nil : index
    }
}
