import ActiveTasks

/// The Trail Making test, headless: the circles of one trail and the taps on them, driven by the
/// times the caller passes in, so a presenter, a replay or a test run it the same way.
///
/// As ResearchKit's `buttonPressed:forEvent:` (`ORKTrailmakingStepViewController.m` lines 197–226):
/// a tap on the circle due next advances the trail; a tap on any other circle is an error, counted
/// and flashed (the circle shown in red until the next tap) and does not advance. The trail ends
/// `finishDelay` seconds after the last circle (ResearchKit's `afterDelay:1.5`, line 210), or
/// unfinished at `timeLimit` seconds (ours: ResearchKit waits forever, which would hold an
/// unattended run). Not thread-safe: use a test from one thread.
public final class TrailMakingTest {
    /// Seconds from the last circle to the end of the step (ResearchKit's).
    public static let finishDelay = 1.5

    /// The trail.
    public let type: TrailMakingType
    /// Where the circles are.
    public let layout: TrailMakingLayout
    /// The circles' frames, in the order they are to be tapped.
    public let circles: [SpatialSpanRect]
    /// Seconds after the start at which an unfinished trail ends.
    public let timeLimit: Double
    /// Every tap so far, in order.
    public private(set) var taps: [TrailMakingTap] = []
    /// The circle due next; `circles.count` once the trail is complete.
    public private(set) var nextIndex = 0
    /// The circle of the latest wrong tap, shown in red until the next tap.
    public private(set) var flashedError: Int?
    private var now = 0.0

    /// Creates a test.
    /// - Parameters:
    ///   - type: The trail.
    ///   - layout: Where the circles are.
    ///   - timeLimit: Seconds after the start at which an unfinished trail ends.
    public init(type: TrailMakingType, layout: TrailMakingLayout, timeLimit: Double) {
        self.type = type
        self.layout = layout
        self.circles = layout.circles
        self.timeLimit = timeLimit
    }

    /// The number of wrong taps (ResearchKit's `numberOfErrors`).
    public var numberOfErrors: Int { taps.filter(\.incorrect).count }

    /// Whether every circle was tapped in order.
    public var isComplete: Bool { nextIndex == circles.count }

    /// When the last circle was tapped, in seconds since the start; `nil` while incomplete.
    public var completionTime: Double? {
        isComplete ? taps.last { !$0.incorrect }?.timestamp : nil
    }

    /// Moves the test to `time`.
    /// - Parameter time: Seconds since the step began.
    public func advance(to time: Double) {
        now = max(now, time)
    }

    /// Whether the trail ended: `finishDelay` after the last circle, or at the time limit.
    public var isFinished: Bool {
        if let completionTime { return now >= completionTime + Self.finishDelay }
        return now >= timeLimit
    }

    /// The circle containing `point` (its edge included), or `nil` when it hits none. A circle is
    /// the disc inscribed in its frame: the circles of a layout never overlap, while the frames of
    /// some do (ResearchKit hit-tests its buttons' square frames).
    /// - Parameter point: Where a finger came down, in normalized screen units.
    public func circle(at point: SpatialSpanPoint) -> Int? {
        circles.firstIndex { rect in
            let dx = (point.x - rect.center.x) / (rect.width / 2), dy = (point.y - rect.center.y) / (rect.height / 2)
            return dx * dx + dy * dy <= 1
        }
    }

    /// Takes a tap on circle `index`; ignored once the trail is complete or has ended.
    /// - Parameters:
    ///   - index: The circle's place in the order.
    ///   - time: When the finger came down or the key was pressed, in seconds since the step began.
    ///   - location: Where the finger came down, for a touch.
    public func tap(_ index: Int, at time: Double, location: SpatialSpanPoint? = nil) {
        guard circles.indices.contains(index), !isComplete, time < timeLimit else { return }
        let incorrect = index != nextIndex
        taps.append(TrailMakingTap(timestamp: time, index: index, label: type.labels[index], incorrect: incorrect, location: location))
        if incorrect {
            flashedError = index
        } else {
            flashedError = nil
            nextIndex += 1
        }
    }
}
