import RecordingFormat
import Synchronization

/// A bounded buffer of samples between a source and a writer: the source never blocks.
///
/// Drop policy: drop-newest. When `capacity` samples are waiting, a new sample is refused and
/// counted; the samples already waiting are kept, so a stalled writer loses the most recent data
/// rather than leaving holes in what it already accepted. Markers are never dropped while fewer
/// than `markerReserve` markers beyond the capacity are waiting. Storage is allocated once.
public final class SampleBuffer: Sendable {
    /// The most samples that wait at once.
    public let capacity: Int
    /// Room kept beyond `capacity` for markers, so step changes survive a full buffer.
    public let markerReserve: Int

    private struct State {
        var ring: [Sample?]
        var head = 0
        var count = 0
        var dropped = 0
    }

    private let state: Mutex<State>

    /// Creates a buffer holding at most `capacity` samples (at least 1) plus `markerReserve` markers.
    public init(capacity: Int, markerReserve: Int = 64) {
        self.capacity = max(1, capacity)
        self.markerReserve = markerReserve
        state = Mutex(State(ring: Array(repeating: nil, count: max(1, capacity) + markerReserve)))
    }

    /// Adds `sample` unless the buffer is full; never blocks beyond a short lock.
    /// - Returns: `false` when the sample was dropped (and counted).
    @discardableResult
    public func offer(_ sample: Sample) -> Bool {
        state.withLock { state in
            let limit: Int
            if case .marker = sample { limit = state.ring.count } else { limit = capacity }
            guard state.count < limit else {
                state.dropped += 1
                return false
            }
            state.ring[(state.head + state.count) % state.ring.count] = sample
            state.count += 1
            return true
        }
    }

    /// Whether a sample offered now would be taken: fewer than `capacity` wait.
    public var hasRoom: Bool {
        state.withLock { $0.count < capacity }
    }

    /// Moves every waiting sample into `samples` (appending, in arrival order) and returns how
    /// many were dropped since the last drain.
    public func drain(into samples: inout [Sample]) -> Int {
        state.withLock { state in
            samples.reserveCapacity(samples.count + state.count)
            for offset in 0..<state.count {
                let index = (state.head + offset) % state.ring.count
                samples.append(state.ring[index]!)
                state.ring[index] = nil
            }
            state.head = (state.head + state.count) % state.ring.count
            state.count = 0
            let dropped = state.dropped
            state.dropped = 0
            return dropped
        }
    }
}
