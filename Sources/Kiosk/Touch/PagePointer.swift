import RecordingFormat

/// One pointer event of the kiosk page (a finger, pen or mouse button down, moving or lifted),
/// as the page sends it.
package struct PagePointer: Sendable, Equatable, Decodable {
    /// What the pointer did: `began`, `moved`, `ended` or `cancelled`.
    package var phase: TouchPhase
    /// The browser's pointer id, stable while the pointer is down.
    package var id: Int
    /// Horizontal position over the page's width, 0 at the left edge and 1 at the right.
    package var x: Double
    /// Vertical position over the page's height, 0 at the top and 1 at the bottom.
    package var y: Double
    /// Horizontal position in CSS pixels.
    package var pixelX: Int
    /// Vertical position in CSS pixels.
    package var pixelY: Int
    /// Milliseconds between the event and the page sending it (the browser's event time stamp
    /// against its clock at sending), so that the sample is stamped when the finger moved.
    package var age: Double

    /// Creates a pointer event.
    package init(phase: TouchPhase, id: Int, x: Double, y: Double, pixelX: Int, pixelY: Int, age: Double) {
        self.phase = phase
        self.id = id
        self.x = x
        self.y = y
        self.pixelX = pixelX
        self.pixelY = pixelY
        self.age = age
    }

    /// The numbers a browser sends: `pointerId` is a WebIDL `long` and the page rounds positions
    /// to whole CSS pixels, so all three are 32-bit.
    static let pageIntegers = Int(Int32.min)...Int(Int32.max)

    /// Whether the id and pixel positions are ones a browser sends (`pageIntegers`); a message
    /// with any other is refused where it arrives, so nothing out of range is recorded.
    var isInRange: Bool {
        Self.pageIntegers.contains(id) && Self.pageIntegers.contains(pixelX) && Self.pageIntegers.contains(pixelY)
    }

    /// The touch sample for this event received at `receivedAt`, on a recording whose zero is `zero`.
    /// - Parameters:
    ///   - receivedAt: `MonotonicClock` seconds when the server read the event.
    ///   - zero: The recording's zero.
    func sample(receivedAt: Double, zero: RecordingZero) -> TouchSample {
        let uptime = PageClock.uptime(receivedAt: receivedAt, age: age)
        return TouchSample(timestamp: zero.timestamp(forMonotonic: uptime), uptime: uptime, phase: phase, touchId: id,
                           x: min(max(x, 0), 1), y: min(max(y, 0), 1), rawX: pixelX, rawY: pixelY)
    }
}
