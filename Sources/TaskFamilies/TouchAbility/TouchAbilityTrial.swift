import ActiveTasks

/// One touch-ability trial (ResearchKit's `ORKTouchAbilityTapTrial`, `…LongPressTrial`,
/// `…SwipeTrial`, `…ScrollTrial`, `…PinchTrial`, `…RotationTrial`): the target, every finger's track with its event times, whether
/// it succeeded and what the gesture measured.
public struct TouchAbilityTrial: Codable, Sendable, Equatable {
    /// The gesture asked for.
    public var gesture: TouchAbilityGesture
    /// The square to tap or hold, in normalized screen units (`targetFrameInWindow`); `nil` for a swipe.
    public var targetRect: SpatialSpanRect?
    /// The direction to swipe in (`targetDirection`); `nil` for a tap or long press.
    public var targetDirection: SwipeDirection?
    /// When the target appeared, in seconds since the step began.
    public var startTime: Double
    /// When the last finger lifted (or the trial timed out untouched), in seconds since the step
    /// began; `nil` while it runs.
    public var endTime: Double?
    /// Each finger's samples, in the order the fingers came down (ResearchKit's `tracks`).
    public var tracks: [[TouchAbilityTouch]]
    /// Whether the gesture was the one asked for, on the target (`success`).
    public var success: Bool
    /// Tap: where the finger lifted (where UIKit's tap recognizer reports it); long press: where it came down.
    public var location: SpatialSpanPoint?
    /// Seconds from the first finger coming down to it lifting.
    public var duration: Double?
    /// Swipe: the direction the first finger moved in (`resultDirection`); `nil` when it moved
    /// less than `TouchAbilityLayout.minimumSwipeDistance`.
    public var resultDirection: SwipeDirection?
    /// The terminal key that stood for the gesture, when a key made it.
    public var key: String?
    /// Scroll: the list's axis (`direction`, `ORKTouchAbilityScrollTrial.h` line 45).
    public var scrollDirection: ScrollDirection?
    /// Scroll: the coloured item, from 0 (shown as its number plus one).
    public var initialItem: Int?
    /// Scroll: the item whose place, marked by the box, the coloured item goes to, from 0.
    public var targetItem: Int?
    /// Scroll: the list's offset at the start, in pixels (`initialOffset`, line 47).
    public var initialOffset: Double?
    /// Scroll: the offset that puts the coloured item in the box, in pixels (`targetOffsetLowerBound`, line 49).
    public var targetOffsetLowerBound: Double?
    /// Scroll: that offset plus one item's length, in pixels (`targetOffsetUpperBound`, line 48).
    public var targetOffsetUpperBound: Double?
    /// Scroll: the offset where the first finger lifted (ResearchKit's `endDraggingOffset`, line
    /// 50; the list does not coast after the finger, so this is where it stops), in pixels.
    public var endOffset: Double?
    /// Pinch: the scale to pinch the square to (`targetScale`, `ORKTouchAbilityPinchTrial.h` line 40).
    public var targetScale: Double?
    /// Pinch: the scale the two fingers made (`resultScale`, line 41; `TouchAbilityTwoFingers`).
    public var resultScale: Double?
    /// Rotation: the angle to turn the arrow by, in degrees clockwise (`targetRotation`,
    /// `ORKTouchAbilityRotationTrial.h` line 38, there in radians).
    public var targetRotation: Double?
    /// Rotation: the angle the two fingers turned by, in degrees clockwise, unwrapped
    /// (`resultRotation`, line 39, there in radians).
    public var resultRotation: Double?
    /// Pinch or rotation: `true` when the trial was skipped untouched because keys cannot make
    /// the gesture (the full-screen presenter); absent otherwise.
    public var skipped: Bool?

    /// Creates a trial that has just begun.
    public init(gesture: TouchAbilityGesture, targetRect: SpatialSpanRect? = nil, targetDirection: SwipeDirection? = nil,
                startTime: Double) {
        self.gesture = gesture
        self.targetRect = targetRect
        self.targetDirection = targetDirection
        self.startTime = startTime
        self.tracks = []
        self.success = false
    }

    /// Creates a scroll trial that has just begun: item `initial` coloured, the box where item
    /// `target` lies, the offsets `TouchAbilityScrollList` gives them.
    public init(scroll direction: ScrollDirection, initial: Int, target: Int, startTime: Double) {
        self.init(gesture: .scroll, startTime: startTime)
        scrollDirection = direction
        initialItem = initial
        targetItem = target
        initialOffset = TouchAbilityScrollList.initialOffset(direction)
        let lower = TouchAbilityScrollList.targetOffset(initial: initial, target: target, direction)
        targetOffsetLowerBound = lower
        targetOffsetUpperBound = lower + TouchAbilityScrollList.itemLength(direction)
    }

    /// Creates a pinch trial (`targetScale`) or a rotation trial (`targetRotation`, degrees) that has just begun.
    public init(_ gesture: TouchAbilityGesture, target: Double, startTime: Double) {
        self.init(gesture: gesture, startTime: startTime)
        if gesture == .pinch { targetScale = target } else { targetRotation = target }
    }

    /// Scroll: the list's offset now, in pixels: where the first finger's track has brought it, the
    /// initial offset before a finger came down; `nil` for other gestures.
    public var scrollOffset: Double? {
        guard let scrollDirection, let initialOffset else { return nil }
        guard let track = tracks.first, let first = track.first, let last = track.last else { return initialOffset }
        return TouchAbilityScrollList.offset(from: first.point, to: last.point, scrollDirection)
    }
    /// Judges the first finger's track as ResearchKit's content views do: a tap succeeds when the
    /// finger lifts inside the target; a long press when it comes down inside the target and
    /// stays within `allowableMovement` for `minimumPressDuration`; a swipe when its direction
    /// is the target's; a scroll when the list stops between the target offset's bounds
    /// (ResearchKit records the bounds and the offsets and leaves the judging to the reader); a
    /// pinch or rotation when its scale or angle is within `TouchAbilityTwoFingers`' tolerance of the
    /// target (ours), its duration from the first finger down to the last up.
    mutating func judge() {
        guard let track = tracks.first, let first = track.first, let last = track.last else { return }
        duration = last.time - first.time
        if gesture.takesTwoFingers {
            let times = tracks.joined().map(\.time)
            duration = (times.max() ?? last.time) - (times.min() ?? first.time)
        }
        switch gesture {
        case .tap:
            location = last.point
            success = targetRect.map { TouchAbilityLayout.contains($0, last.point) } ?? false
        case .longPress:
            location = first.point
            let held = track.filter { $0.time <= first.time + TouchAbilityLayout.minimumPressDuration }
                .allSatisfy { TouchAbilityLayout.pixels(from: first.point, to: $0.point) <= TouchAbilityLayout.allowableMovement }
            success = (targetRect.map { TouchAbilityLayout.contains($0, first.point) } ?? false)
                && last.time - first.time >= TouchAbilityLayout.minimumPressDuration && held
        case .swipe:
            resultDirection = SwipeDirection.of(dx: (last.x - first.x) * TouchAbilityLayout.pixelWidth,
                                                dy: (last.y - first.y) * TouchAbilityLayout.pixelHeight)
            success = resultDirection != nil && resultDirection == targetDirection
        case .scroll:
            endOffset = scrollOffset
            // Edges included, to a millionth of a pixel: a key's drag lands on the lower bound itself.
            if let endOffset, let lower = targetOffsetLowerBound, let upper = targetOffsetUpperBound {
                success = endOffset >= lower - 1e-6 && endOffset <= upper + 1e-6
            }
        case .pinch:
            resultScale = TouchAbilityTwoFingers.scale(of: tracks)
            if let resultScale, let targetScale {
                success = abs(resultScale - targetScale) <= TouchAbilityTwoFingers.scaleTolerance * targetScale + 1e-9
            }
        case .rotation:
            resultRotation = TouchAbilityTwoFingers.rotation(of: tracks)
            if let resultRotation, let targetRotation {
                success = abs(resultRotation - targetRotation) <= TouchAbilityTwoFingers.rotationTolerance + 1e-9
            }
        }
    }
}
