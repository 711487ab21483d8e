import ActiveTasks

/// The two-finger tapping step, headless: touches (or key presses) in, `TappingResult` out, on
/// the times the caller passes in.
///
/// The step's clock starts at the first tap on a target; taps before it are not recorded, and
/// so are taps after `duration` seconds from it. Not thread-safe: use a session from one thread.
public final class TappingSession {
    /// The targets.
    public let layout: TappingLayout
    /// Seconds the step runs from the first on-target tap.
    public let duration: Double
    /// The taps so far.
    public private(set) var samples: [TappingSample] = []

    private var firstTap: Double?
    private var down: [Int: (index: Int, time: Double)] = [:]

    /// Creates a session.
    /// - Parameters:
    ///   - layout: The targets, in normalized screen units.
    ///   - duration: Seconds from the first on-target tap.
    public init(layout: TappingLayout, duration: Double) {
        self.layout = layout
        self.duration = duration
    }

    /// Whether the first on-target tap has happened.
    public var hasStarted: Bool { firstTap != nil }

    /// Seconds left at `time`: the whole duration until the first on-target tap.
    /// - Parameter time: Seconds on the caller's clock.
    public func remaining(at time: Double) -> Double {
        guard let firstTap else { return duration }
        return max(0, duration - (time - firstTap))
    }

    /// Whether the duration ran out at `time`.
    /// - Parameter time: Seconds on the caller's clock.
    public func isFinished(at time: Double) -> Bool {
        hasStarted && remaining(at: time) == 0
    }

    /// A finger came down at (x, y).
    /// - Parameters:
    ///   - touchId: Identifies the finger until `touchEnded`.
    ///   - x: Normalized x.
    ///   - y: Normalized y.
    ///   - time: Seconds on the caller's clock.
    /// - Returns: The target hit.
    @discardableResult
    public func touchBegan(touchId: Int, x: Double, y: Double, time: Double) -> TapSide {
        let side = layout.side(x: x, y: y)
        if firstTap == nil, side != .none { firstTap = time }
        guard let firstTap, !isFinished(at: time) else { return side }
        samples.append(TappingSample(timestamp: time - firstTap, duration: 0, buttonIdentifier: side,
                                     location: SpatialSpanPoint(x: x, y: y)))
        down[touchId] = (samples.count - 1, time)
        return side
    }

    /// The finger `touchId` was lifted: its tap gets its duration.
    /// - Parameters:
    ///   - touchId: The finger.
    ///   - time: Seconds on the caller's clock.
    public func touchEnded(touchId: Int, time: Double) {
        guard let began = down.removeValue(forKey: touchId) else { return }
        samples[began.index].duration = time - began.time
    }

    /// A key press standing for a tap at the centre of `side`'s target, recorded with the key.
    /// - Parameters:
    ///   - side: The target; `.none` is not a key.
    ///   - key: The key pressed (`f`, `j`), kept in the sample; `nil` for a button on a page.
    ///   - time: Seconds on the caller's clock.
    public func press(_ side: TapSide, key: String? = nil, time: Double) {
        guard side != .none else { return }
        let target = side == .left ? layout.left : layout.right
        let count = samples.count
        touchBegan(touchId: -1, x: target.centerX, y: target.centerY, time: time)
        touchEnded(touchId: -1, time: time)
        if samples.count > count { samples[count].key = key }
    }

    /// The step's result.
    /// - Parameters:
    ///   - identifier: The step's identifier.
    ///   - hand: The hand tapping, when the step names one.
    public func result(identifier: String, hand: String?) -> TappingResult {
        TappingResult(identifier: identifier, hand: hand, stepDuration: duration, samples: samples, layout: layout)
    }
}
