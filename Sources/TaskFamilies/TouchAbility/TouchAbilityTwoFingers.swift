import ActiveTasks
import Foundation

/// ResearchKit's pinch and rotation trials: their targets, the shape's size on the page, and what
/// two fingers' tracks measured.
///
/// The two fingers are a trial's first two tracks, measured from the second finger coming down to
/// the first of the two lifting (UIKit's pinch and rotation recognizers end when one of their two
/// touches ends); where a finger is at a time is its latest sample at or before it. Scale: the
/// distance between the two at the end over the distance at the start (ResearchKit reads the
/// square's transform, `currentScale`, `ORKTouchAbilityPinchContentView.m` lines 70–80, that
/// `UIPinchGestureRecognizer` grew by the same ratio). Rotation: the angle of the line from the
/// first finger to the second, in degrees clockwise on the screen (y downwards, as UIKit's), at the
/// end less at the start, unwrapped over every sample in between so a turn past 180° is kept
/// (ResearchKit's `currentRotation`, `ORKTouchAbilityRotationContentView.m` lines 71–74, is the
/// radians of `atan2` of the arrow's transform, wrapped).
public enum TouchAbilityTwoFingers {
    /// The pinch trials' target scales, each twice (`ORKTouchAbilityPinchStepViewController.m` lines 123–124).
    public static let targetScales = [1.0 / 2.0, 2.0 / 3.0, 3.0 / 2.0, 2.0]
    /// The rotation trials' target angles in degrees, each twice: ResearchKit's π/3, π/6, −π/6, −π/3
    /// radians (`ORKTouchAbilityRotationStepViewController.m` lines 124–125).
    public static let targetRotations = [60.0, 30.0, -30.0, -60.0]
    /// Ours (ResearchKit records the scales and leaves judging to the reader): a pinch succeeds when
    /// its scale is within this share of the target's.
    public static let scaleTolerance = 0.2
    /// Ours: a rotation succeeds within this many degrees of the target.
    public static let rotationTolerance = 15.0
    /// The square's side and the arrow's length at scale 1, over the page's height: a third of the
    /// content's shorter side (`ORKTouchAbilityPinchContentView.m` lines 144–150), 160 px of 480.
    public static let side = 1.0 / 3.0
    /// The shape's centre, in normalized units: the middle of the page below the instruction.
    public static let center = SpatialSpanPoint(x: 0.5, y: 0.6)

    /// The scale the first two tracks made; `nil` with fewer than two, or fingers that started on one point.
    /// - Parameter tracks: The trial's tracks.
    public static func scale(of tracks: [[TouchAbilityTouch]]) -> Double? {
        guard let (start, end) = span(tracks) else { return nil }
        let before = TouchAbilityLayout.pixels(from: position(tracks[0], at: start), to: position(tracks[1], at: start))
        let after = TouchAbilityLayout.pixels(from: position(tracks[0], at: end), to: position(tracks[1], at: end))
        return before > 0 ? after / before : nil
    }

    /// The rotation the first two tracks made, in degrees clockwise, unwrapped; `nil` with fewer than two.
    /// - Parameter tracks: The trial's tracks.
    public static func rotation(of tracks: [[TouchAbilityTouch]]) -> Double? {
        guard let (start, end) = span(tracks) else { return nil }
        let times = Set((tracks[0] + tracks[1]).map(\.time).filter { $0 > start && $0 <= end }).sorted()
        var total = 0.0, previous = angle(tracks, at: start)
        for time in times {
            let next = angle(tracks, at: time)
            var step = next - previous
            if step > 180 { step -= 360 } else if step <= -180 { step += 360 }
            total += step
            previous = next
        }
        return total
    }

    /// From the second finger coming down to the first of the two lifting (or its latest sample).
    private static func span(_ tracks: [[TouchAbilityTouch]]) -> (Double, Double)? {
        guard tracks.count >= 2, let a = tracks[0].first, let b = tracks[1].first,
              let aEnd = tracks[0].last, let bEnd = tracks[1].last else { return nil }
        let start = max(a.time, b.time)
        return (start, max(start, min(aEnd.time, bEnd.time)))
    }

    /// The finger's latest sample at or before `time`, its first before it came down.
    private static func position(_ track: [TouchAbilityTouch], at time: Double) -> SpatialSpanPoint {
        (track.last { $0.time <= time } ?? track[0]).point
    }

    /// The angle of the line from the first finger to the second at `time`, degrees in (−180, 180].
    private static func angle(_ tracks: [[TouchAbilityTouch]], at time: Double) -> Double {
        let a = position(tracks[0], at: time), b = position(tracks[1], at: time)
        return atan2((b.y - a.y) * TouchAbilityLayout.pixelHeight, (b.x - a.x) * TouchAbilityLayout.pixelWidth) * 180 / .pi
    }
}
