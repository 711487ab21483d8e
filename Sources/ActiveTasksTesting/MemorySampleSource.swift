import Dispatch
import RecordingFormat
import Recorders
import Synchronization

/// A `SampleSource` that plays samples held in memory: given up front, added while it runs, and
/// ended when the test says so. For tests of code that takes a source, a provider or a
/// coordinator, without a device or a recording on disk.
///
/// Like the device sources, it calls `emit` and `finish` on its own serial queue, in the order
/// the samples were given, and never after `stop()` returns.
///
///     let source = MemorySampleSource(sensorTypes: [.accelerometer], samples: walk)
///     source.end()        // finish once the given samples are emitted
public final class MemorySampleSource: SampleSource {
    /// The sensor types the source says it produces.
    public let sensorTypes: [SensorType]
    /// The device written into chunk headers.
    public let device: DeviceDescription

    private let queue: DispatchQueue
    private let state: Mutex<State>

    private struct State {
        var pending: [Sample]
        var emit: (@Sendable (Sample) -> Void)?
        var finish: (@Sendable (ActivetaskError?) -> Void)?
        var ending: ActivetaskError??
        var emitted = 0
        var problemAtStop: ActivetaskError?
    }

    /// Creates a source holding `samples`; nothing is emitted before `start`.
    /// - Parameters:
    ///   - sensorTypes: The sensor types it produces (those of the samples).
    ///   - samples: Samples emitted, in order, as soon as the source starts.
    ///   - device: The device named in chunk headers.
    public init(sensorTypes: [SensorType], samples: [Sample] = [],
                device: DeviceDescription = DeviceDescription(name: "memory", identifier: "memory", backend: "memory")) {
        self.sensorTypes = sensorTypes
        self.device = device
        state = Mutex(State(pending: samples))
        queue = DispatchQueue(label: "activetask.testing.memory.\(device.identifier)")
    }

    /// Starts emitting the samples held, then every sample added, on the source's queue.
    /// - Parameters:
    ///   - zero: The recording's zero; the samples' timestamps are taken as they are.
    ///   - emit: Called with every sample, in order.
    ///   - finish: Called once after `end(failure:)` and the samples before it, unless stopped first.
    public func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        state.withLock { state in
            state.emit = emit
            state.finish = finish
        }
        queue.async { @Sendable [self] in deliver() }
    }

    /// Adds samples; they are emitted after those before them, at once when the source runs.
    /// - Parameter samples: The samples.
    public func add(_ samples: [Sample]) {
        state.withLock { $0.pending += samples }
        queue.async { @Sendable [self] in deliver() }
    }

    /// Ends the source once every sample given before is emitted: `finish` is called with
    /// `failure`, as a device source ends when its input runs out (`nil`) or its device fails.
    /// - Parameter failure: The error the source ends with, `nil` for a clean end.
    public func end(failure: ActivetaskError? = nil) {
        state.withLock { $0.ending = .some(failure) }
        queue.async { @Sendable [self] in deliver() }
    }

    /// Makes the source report `problem` from `problemAtStop`, as a source that lost its device
    /// and had not got it back does.
    /// - Parameter problem: What is still wrong when the source stops.
    public func reportAtStop(_ problem: ActivetaskError) {
        state.withLock { $0.problemAtStop = problem }
    }

    /// Stops emitting; must not be called on the source's queue. Samples not yet emitted are kept
    /// and emitted if the source starts again.
    public func stop() {
        queue.sync {
            state.withLock { state in
                state.emit = nil
                state.finish = nil
            }
        }
    }

    /// Waits until every sample given so far has been emitted (at once before `start`); must not
    /// be called on the source's queue.
    public func waitUntilEmitted() {
        queue.sync {}
    }

    /// Whether the source has started and not stopped since.
    public var isRunning: Bool { state.withLock { $0.emit != nil } }

    /// The problem given to `reportAtStop(_:)`, if any.
    public var problemAtStop: ActivetaskError? { state.withLock { $0.problemAtStop } }

    /// How many samples have been emitted.
    public var emittedCount: Int { state.withLock { $0.emitted } }

    /// Emits what is pending and, once nothing is, finishes if told to; runs on the queue.
    private func deliver() {
        typealias Delivery = (emit: @Sendable (Sample) -> Void, samples: [Sample],
                              finish: (@Sendable (ActivetaskError?) -> Void)?, failure: ActivetaskError?)
        let delivery = state.withLock { state -> Delivery? in
            guard let emit = state.emit else { return nil }
            let samples = state.pending
            state.pending.removeAll()
            state.emitted += samples.count
            guard let ending = state.ending, let finish = state.finish else { return (emit, samples, nil, nil) }
            state.finish = nil
            return (emit, samples, finish, ending)
        }
        guard let delivery else { return }
        delivery.samples.forEach(delivery.emit)
        delivery.finish?(delivery.failure)
    }
}
