import Recorders
import Synchronization

/// Touches handed to the full-screen presenter from the touch recorder's queue: each is stamped
/// on `MonotonicClock` when posted and taken by the presenter on its next frame.
public final class TouchInbox: Sendable {
    private let pending = Mutex<[(sample: TouchSample, time: Double)]>([])

    /// Creates an empty inbox.
    public init() {}

    /// Hands over one touch; call from any thread as samples arrive.
    /// - Parameter sample: A touch with x and y normalized over the whole screen.
    public func post(_ sample: TouchSample) {
        let time = MonotonicClock.now()
        pending.withLock { $0.append((sample, time)) }
    }

    /// Takes every touch posted so far, oldest first.
    func drain() -> [(sample: TouchSample, time: Double)] {
        pending.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }
}
