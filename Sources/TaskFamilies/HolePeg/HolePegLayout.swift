import ActiveTasks
import Foundation

/// Where a hole-peg step's peg starts and where it must go, in normalized screen units (x to the
/// right, y downwards, 0 … 1), and how positions become pixels of the 800 × 480 reference screen.
///
/// ResearchKit lays the peg and the hole (or the line) on one row, the peg at the side the step
/// moves from (`ORKHolePegTestPlaceContentView.m`, `updateConstraints`: `H:|-[_pegView]->=0-[_holeView]-|`
/// when moving left, mirrored otherwise; `ORKHolePegTestRemoveContentView.m`: the line
/// `(1 + threshold) × diameter` from the far edge). Here the peg and hole are 0.15 × 0.25 of the
/// screen (120 × 120 px at 800 × 480; ResearchKit's `ORKHolePegViewDiameter` is 88 pt), their
/// centres at y 0.62, 0.04 (32 px) from the sides; the line is 0.0025 wide (2 px, ResearchKit's
/// `PegViewSeparatorWidth`) and as tall as the peg's row band (y 0.4 … 0.84).
public struct HolePegLayout: Sendable, Equatable {
    /// The reference screen's width in pixels: distances and angles are measured on it.
    public static let referenceWidth = 800.0
    /// The reference screen's height in pixels.
    public static let referenceHeight = 480.0
    /// The peg's (and hole's) width.
    public static let pegWidth = 0.15
    /// The peg's (and hole's) height.
    public static let pegHeight = 0.25
    /// The gap between the screen's side and the peg or hole.
    public static let margin = 0.04
    /// The peg row's centre.
    public static let centerY = 0.62
    /// The line's width.
    public static let lineWidth = 0.0025

    /// Where the peg rests before it is picked up.
    public var peg: SpatialSpanRect
    /// The hole (place) or the line (remove).
    public var target: SpatialSpanRect

    /// The layout of a step.
    /// - Parameters:
    ///   - action: Place or remove.
    ///   - movingDirection: ResearchKit's `movingDirection`: `left` puts the peg at the left.
    ///   - threshold: ResearchKit's `threshold`, which places the remove step's line.
    public init(action: HolePegAction, movingDirection: BodySide, threshold: Double) {
        let top = Self.centerY - Self.pegHeight / 2
        let near = Self.margin, far = 1 - Self.margin - Self.pegWidth
        let pegX = movingDirection == .left ? near : far
        peg = SpatialSpanRect(x: pegX, y: top, width: Self.pegWidth, height: Self.pegHeight)
        switch action {
        case .place:
            target = SpatialSpanRect(x: movingDirection == .left ? far : near, y: top, width: Self.pegWidth, height: Self.pegHeight)
        case .remove:
            let offset = Self.margin + (1 + threshold) * Self.pegWidth
            let lineX = movingDirection == .left ? 1 - offset - Self.lineWidth : offset
            target = SpatialSpanRect(x: lineX, y: top - 0.09, width: Self.lineWidth, height: Self.pegHeight + 0.18)
        }
    }

    /// The distance between two points, in pixels of the reference screen.
    /// - Parameters:
    ///   - a: One point, normalized.
    ///   - b: The other point, normalized.
    public static func pixels(from a: SpatialSpanPoint, to b: SpatialSpanPoint) -> Double {
        hypot((b.x - a.x) * referenceWidth, (b.y - a.y) * referenceHeight)
    }

    /// The angle of the line from `a` to `b` on the reference screen, in radians.
    /// - Parameters:
    ///   - a: One finger, normalized.
    ///   - b: The other finger, normalized.
    public static func angle(from a: SpatialSpanPoint, to b: SpatialSpanPoint) -> Double {
        atan2((b.y - a.y) * referenceHeight, (b.x - a.x) * referenceWidth)
    }
}
