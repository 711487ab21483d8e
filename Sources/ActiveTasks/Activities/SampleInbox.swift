import DequeModule
import RecordingFormat
import Synchronization

/// Live samples handed from the recorders' queues to a presenter, which takes them on its next
/// frame and passes them to the current step's activity.
///
/// Bounded: when the presenter falls `capacity` samples behind, the oldest are dropped and
/// counted in `droppedCount` (recorders still write every sample to their chunks). The samples
/// wait in a ring buffer, so dropping the oldest costs no more than adding one.
public final class SampleInbox: Sendable {
    /// Samples held by default: more than 20 s of two 100 Hz sensors.
    public static let defaultCapacity = 4096

    /// The most samples held.
    public let capacity: Int
    private let state = Mutex<(pending: Deque<(sample: Sample, time: Double)>, dropped: Int)>(([], 0))

    /// Creates an empty inbox.
    /// - Parameter capacity: The most samples held, at least 1.
    public init(capacity: Int = SampleInbox.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// Hands over one sample; call from any thread as samples arrive.
    /// - Parameters:
    ///   - sample: The sample; touches have x and y normalized over the whole screen.
    ///   - time: When it happened, in `MonotonicClock` seconds.
    public func post(_ sample: Sample, at time: Double) {
        let capacity = self.capacity
        state.withLock { state in
            if state.pending.count == capacity {
                state.pending.removeFirst()
                state.dropped += 1
            }
            state.pending.append((sample, time))
        }
    }

    /// Hands over one sample of a recording whose zero is `zero`, at its timestamp.
    /// - Parameters:
    ///   - sample: The sample.
    ///   - zero: The recording's zero.
    public func post(_ sample: Sample, recordedSince zero: RecordingZero) {
        post(sample, at: zero.uptime + sample.timestamp)
    }

    /// Samples dropped because the presenter fell behind.
    public var droppedCount: Int { state.withLock { $0.dropped } }

    /// Takes every sample posted so far, in time order.
    public func drain() -> [(sample: Sample, time: Double)] {
        let taken = state.withLock { state in
            defer { state.pending.removeAll(keepingCapacity: true) }
            return state.pending
        }
        return taken.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
