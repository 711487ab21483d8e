import ActiveTasks
import Foundation
import RecordingFormat

/// The hole-peg test, headless: one place or remove step of ResearchKit's hole-peg task driven
/// by touches and the times the caller passes in, so a presenter, a replay or a test run it alike.
///
/// ResearchKit's rules (`ORKHolePegTestPlaceContentView.m`, `ORKHolePegTestRemoveContentView.m`):
/// - Two fingers pick the peg up when their midpoint is on the peg and they are less than three
///   peg widths apart (`pickupPegWithGestureRecognizer:`); here when the second finger comes
///   down, so fingers that came down elsewhere never grab the peg by sliding over it.
/// - The peg follows the midpoint (and, when `rotated`, turns as the line between the fingers
///   turns) while both fingers stay down; lifting either lets it go (`handlePan:`).
/// - Let go with its centre inside the hole's central `threshold` fraction (a square
///   `threshold × hole` wide around the hole's centre) — and, when `rotated`, turned 45° ± 12°
///   modulo 90° — the peg is placed (`holeViewContainsPegView`); let go with its near edge past
///   the line, it is removed (`pegViewBehindLine`). Otherwise it is dropped. Either way it
///   goes back to its start.
/// - A move's time runs from the previous success, or the first pick-up, to its release; its
///   distance from where the fingers picked the peg up to where they let it go.
/// The test ends when `numberOfPegs` pegs are placed (or removed).
///
/// Ours: a pick-up let go without the peg having moved is no move (ResearchKit's pan gesture
/// never began); the time limit is the step's, counted by `HolePegActivity`.
/// Not thread-safe: use a test from one thread.
public final class HolePegTest {
    /// ResearchKit's `ORKOrientationThreshold`: how far from 45° a rotated peg may be, in degrees.
    public static let orientationTolerance = 12.0

    /// Place or remove.
    public let action: HolePegAction
    /// The side the peg starts at.
    public let movingDirection: BodySide
    /// Pegs to place (or remove).
    public let numberOfPegs: Int
    /// The fraction of the hole that counts as in it.
    public let threshold: Double
    /// Whether the peg must be turned to fit.
    public let rotated: Bool
    /// Where the peg starts and where it must go.
    public let layout: HolePegLayout
    /// Every move so far, in order.
    public private(set) var moves: [HolePegMove] = []
    /// When the peg was first picked up, in seconds since the step began.
    public private(set) var firstPickUp: Double?

    private var down: [Int: SpatialSpanPoint] = [:]
    private var grip: Grip?
    private var sampleStart = 0.0

    /// The two fingers holding the peg.
    private struct Grip {
        var first: Int
        var second: Int
        var time: Double
        var origin: SpatialSpanPoint
        var angle: Double
        var midpoint: SpatialSpanPoint
        var turn: Double
    }

    /// Creates a test.
    /// - Parameters:
    ///   - action: Place or remove.
    ///   - movingDirection: The side the peg starts at.
    ///   - numberOfPegs: Pegs to place (or remove).
    ///   - threshold: The fraction of the hole that counts as in it.
    ///   - rotated: Whether the peg must be turned to fit.
    public init(action: HolePegAction, movingDirection: BodySide, numberOfPegs: Int, threshold: Double, rotated: Bool) {
        self.action = action
        self.movingDirection = movingDirection
        self.numberOfPegs = numberOfPegs
        self.threshold = threshold
        self.rotated = rotated
        self.layout = HolePegLayout(action: action, movingDirection: movingDirection, threshold: threshold)
    }

    /// Pegs placed (or removed).
    public var successes: Int { moves.count(where: { !$0.dropped }) }
    /// Pegs dropped.
    public var failures: Int { moves.count(where: \.dropped) }
    /// Whether every peg is placed (or removed).
    public var isComplete: Bool { successes >= numberOfPegs }
    /// Whether two fingers hold the peg.
    public var isHeld: Bool { grip != nil }

    /// Where the peg's centre is now: its start, or carried by the fingers.
    public var pegCenter: SpatialSpanPoint {
        let home = SpatialSpanPoint(x: layout.peg.x + layout.peg.width / 2, y: layout.peg.y + layout.peg.height / 2)
        guard let grip else { return home }
        return SpatialSpanPoint(x: home.x + grip.midpoint.x - grip.origin.x, y: home.y + grip.midpoint.y - grip.origin.y)
    }

    /// How far the fingers have turned the peg, in degrees clockwise; 0 unless `rotated`.
    public var pegRotation: Double { rotated ? (grip?.turn ?? 0) * 180 / .pi : 0 }

    /// Takes one touch: a finger coming down, moving or lifting.
    /// - Parameters:
    ///   - phase: The touch's phase.
    ///   - id: The touch's identifier, stable while it is down.
    ///   - point: Where it is, normalized.
    ///   - time: The touch event's own time, in seconds since the step began.
    public func touch(_ phase: TouchPhase, id: Int, at point: SpatialSpanPoint, time: Double) {
        guard !isComplete else { return }
        switch phase {
        case .began, .moved: down[id] = point
        case .ended, .cancelled: down[id] = nil
        }
        if var held = grip {
            guard let a = down[held.first], let b = down[held.second] else {
                release(held, at: time)
                return
            }
            held.midpoint = Self.midpoint(a, b)
            held.turn = HolePegLayout.angle(from: a, to: b) - held.angle
            grip = held
        } else if phase == .began, down.count == 2 {
            pickUp(at: time)
        }
    }

    private func pickUp(at time: Double) {
        let ids = down.keys.sorted()
        guard let a = down[ids[0]], let b = down[ids[1]] else { return }
        let midpoint = Self.midpoint(a, b)
        let peg = layout.peg
        guard SpatialSpanBoard.targetIndex(at: midpoint, in: [peg]) == 0,
              HolePegLayout.pixels(from: a, to: b) < 3 * peg.width * HolePegLayout.referenceWidth else { return }
        grip = Grip(first: ids[0], second: ids[1], time: time, origin: midpoint, angle: HolePegLayout.angle(from: a, to: b),
                    midpoint: midpoint, turn: 0)
        if firstPickUp == nil {
            firstPickUp = time
            sampleStart = time
        }
    }

    private func release(_ held: Grip, at time: Double) {
        grip = nil
        guard held.midpoint != held.origin else { return }
        let center = SpatialSpanPoint(x: layout.peg.x + layout.peg.width / 2 + held.midpoint.x - held.origin.x,
                                      y: layout.peg.y + layout.peg.height / 2 + held.midpoint.y - held.origin.y)
        let turn = rotated ? held.turn * 180 / .pi : 0
        let success = action == .place ? isInHole(center, turn: turn) : isBehindLine(center)
        moves.append(HolePegMove(startTime: held.time, endTime: time, time: success ? time - sampleStart : nil,
                                 distance: HolePegLayout.pixels(from: held.origin, to: held.midpoint), dropped: !success,
                                 location: center, rotation: turn))
        if success { sampleStart = time }
    }

    /// ResearchKit's `holeViewContainsPegView`: the centre within the hole's central `threshold`
    /// square and, when rotated, the peg turned 45° ± 12° modulo 90°.
    private func isInHole(_ center: SpatialSpanPoint, turn: Double) -> Bool {
        let hole = layout.target
        let inside = abs(center.x - (hole.x + hole.width / 2)) <= threshold * hole.width / 2
            && abs(center.y - (hole.y + hole.height / 2)) <= threshold * hole.height / 2
        guard inside, rotated else { return inside }
        let angle = abs(turn).truncatingRemainder(dividingBy: 90)
        return angle > 45 - Self.orientationTolerance && angle < 45 + Self.orientationTolerance
    }

    /// ResearchKit's `pegViewBehindLine`: the peg's near edge past the line's far edge.
    private func isBehindLine(_ center: SpatialSpanPoint) -> Bool {
        let line = layout.target
        switch movingDirection {
        case .left: return center.x - layout.peg.width / 2 > line.x + line.width
        case .right: return center.x + layout.peg.width / 2 < line.x
        }
    }

    private static func midpoint(_ a: SpatialSpanPoint, _ b: SpatialSpanPoint) -> SpatialSpanPoint {
        SpatialSpanPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}
