/// One touch event: a finger coming down, moving or lifting.
public struct TouchSample: Sendable, Equatable, Hashable {
    /// Seconds since the recording started (its monotonic zero).
    public var timestamp: Double
    /// Seconds on the source's own clock (for evdev, the kernel event time).
    public var uptime: Double
    /// The phase of the touch.
    public var phase: TouchPhase
    /// An identifier that is stable for the life of one touch.
    public var touchId: Int
    /// The horizontal position normalized to [0, 1] over the device's axis range, to the right.
    public var x: Double
    /// The vertical position normalized to [0, 1] over the device's axis range, downwards.
    public var y: Double
    /// The horizontal position in device units, as the kernel reported it.
    public var rawX: Int
    /// The vertical position in device units, as the kernel reported it.
    public var rawY: Int

    /// Creates a touch sample.
    public init(timestamp: Double, uptime: Double, phase: TouchPhase, touchId: Int,
                x: Double, y: Double, rawX: Int, rawY: Int) {
        self.timestamp = timestamp
        self.uptime = uptime
        self.phase = phase
        self.touchId = touchId
        self.x = x
        self.y = y
        self.rawX = rawX
        self.rawY = rawY
    }
}
