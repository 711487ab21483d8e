/// An activity's own time: when its step began and how far the presenter has moved it.
package struct ActivityClock: Sendable {
    /// When the step began.
    package private(set) var start = 0.0
    /// The latest time the activity was moved to; never goes back.
    package private(set) var now = 0.0

    /// A clock that has not begun.
    package init() {}

    /// Seconds since the step began.
    package var elapsed: Double { now - start }

    /// The step begins at `time`.
    package mutating func begin(at time: Double) {
        start = time
        now = time
    }

    /// Moves the clock to `time` unless it is already later.
    package mutating func advance(to time: Double) {
        now = max(now, time)
    }

    /// Seconds left of `limit` seconds from the start, at least 0.
    package func remaining(of limit: Double) -> Double {
        max(0, limit - elapsed)
    }
}
