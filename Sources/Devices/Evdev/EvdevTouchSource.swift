import Recorders
import RecordingFormat
import CEvdev
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Touches of one evdev device, read through libevdev on the source's own serial queue.
///
/// Sample times: `uptime` is the kernel's event time on the device's clock. At the first event
/// the source reads `MonotonicClock.now()` and keeps `offset = monotonic − device time`; every
/// `timestamp` is `device time + offset − zero.uptime`. The offset therefore includes the
/// delivery latency of that first event (typically well under a millisecond).
///
/// `SYN_DROPPED` is recovered through libevdev's sync (`LIBEVDEV_READ_FLAG_SYNC`): an
/// `eventsDropped` marker, then touches that lifted meanwhile as `cancelled`, new ones as
/// `began` and moves as `moved`, all at the drop's time. A removed device (`read()` failing with
/// `ENODEV`, or end-of-file with the node hung up) cancels the touches still down and ends the
/// source with a `deviceLost` error naming the node.
public final class EvdevTouchSource: SampleSource {
    /// Always `[.touch]`.
    public let sensorTypes: [SensorType] = [.touch]
    /// The device: name, node, kind, axis ranges and slot count, and `grab: exclusive` when the
    /// source takes the device for itself.
    public let device: DeviceDescription
    /// How the source reads.
    public let options: TouchOptions

    private let info: TouchDeviceInfo
    private let queue: DispatchQueue
    private let state = Mutex(State())

    /// Everything the queue's handlers share; touched only on `queue`, under the lock.
    private struct State {
        var reader: EvdevDevice?
        var readSource: (any DispatchSourceRead)?
        var tracker: TouchTracker?
        var emit: (@Sendable (Sample) -> Void)?
        var finish: (@Sendable (ActivetaskError?) -> Void)?
        var zero = RecordingZero(uptime: 0, date: .init(timeIntervalSince1970: 0))
        var clockOffset: Double?
        var syncing = false
    }

    /// Creates a source for a device discovery found; nothing is opened until `start`.
    public init(info: TouchDeviceInfo, options: TouchOptions = TouchOptions()) {
        self.info = info
        self.options = options
        var device = info.deviceDescription
        if options.grab { device.details["grab"] = "exclusive" }
        self.device = device
        queue = DispatchQueue(label: "activetask.evdev.\(info.node)")
    }

    /// Opens the device, grabs it when asked, and starts reading on the source's queue.
    ///
    /// - Throws: `ActivetaskError` naming the node when it is missing, not permitted, no longer a
    ///   touch device, or grabbed by another program.
    public func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        try queue.sync {
            try state.withLock { state in
                let reader = try EvdevDevice(node: info.node)
                guard let current = reader.touchInfo else {
                    throw ActivetaskError(.unsupported, "\(info.node) (\(reader.name)) is no longer a touch device; "
                                          + "run `activetask devices` to list touch devices")
                }
                if options.grab { try reader.grab() }
                let tracker = TouchTracker(xRange: current.xRange, yRange: current.yRange,
                                           multitouch: current.kind != .singleTouch, slotCount: current.slotCount,
                                           calibration: options.calibration,
                                           movementThreshold: options.movementThreshold,
                                           initialSlots: reader.slotStates, currentSlot: reader.currentSlot)
                let readSource = DispatchSource.makeReadSource(fileDescriptor: reader.fileDescriptor, queue: queue)
                readSource.setEventHandler { @Sendable [weak self] in self?.drain() }
                readSource.setCancelHandler { @Sendable [weak self] in
                    self?.state.withLock { $0.reader = nil }
                }
                state = State(reader: reader, readSource: readSource, tracker: tracker, emit: emit,
                              finish: finish, zero: zero)
                readSource.resume()
            }
        }
    }

    /// Stops reading: touches still down are emitted as `cancelled`, the grab is released and the
    /// device closed. `emit` is not called after this returns.
    public func stop() {
        queue.sync {
            let (emit, samples) = state.withLock { state -> ((@Sendable (Sample) -> Void)?, [Sample]) in
                let samples = Self.tearDown(&state)
                let emit = state.emit
                state.emit = nil
                state.finish = nil
                return (emit, samples)
            }
            samples.forEach { emit?($0) }
        }
    }

    /// Reads every event available now; runs on `queue`.
    private func drain() {
        let (emit, finish, samples, failure) = state.withLock { state in
            var samples: [Sample] = []
            var failure: ActivetaskError?
            guard let reader = state.reader, var tracker = state.tracker else {
                return (state.emit, state.finish, samples, failure)
            }
            reading: while failure == nil {
                switch reader.next(syncing: state.syncing) {
                case .event(let event):
                    let offset = Self.offset(&state, eventTime: event.time)
                    tracker.timeOffset = offset
                    samples += tracker.consume(event, syncing: state.syncing).map(Sample.touch)
                case .dropped(let event):
                    let offset = Self.offset(&state, eventTime: event.time)
                    state.syncing = true
                    samples.append(.marker(MarkerRecord(
                        timestamp: event.time + offset, event: .eventsDropped,
                        message: "\(info.node): the kernel dropped events (SYN_DROPPED); touches resynchronized")))
                case .synced:
                    state.syncing = false
                case .drained:
                    break reading
                case .failed(let code):
                    failure = Self.readError(code, info: info)
                case .hungUp:
                    failure = Self.removedError("its node hung up", info: info)
                }
            }
            state.tracker = tracker
            if failure != nil { samples += Self.tearDown(&state) }
            return (state.emit, state.finish, samples, failure)
        }
        samples.forEach { emit?($0) }
        if let failure { finish?(failure) }
    }

    /// The device-to-recording time offset, fixed at the first event.
    private static func offset(_ state: inout State, eventTime: Double) -> Double {
        if let offset = state.clockOffset { return offset }
        let offset = MonotonicClock.now() - eventTime - state.zero.uptime
        state.clockOffset = offset
        return offset
    }

    /// Cancels the touches still down (at the current time), releases the grab and cancels reading.
    private static func tearDown(_ state: inout State) -> [Sample] {
        guard let readSource = state.readSource else { return [] }
        var samples: [Sample] = []
        if var tracker = state.tracker {
            let offset = state.clockOffset ?? -state.zero.uptime
            tracker.timeOffset = offset
            let timestamp = state.zero.timestamp(forMonotonic: MonotonicClock.now())
            samples = tracker.cancelAll(at: timestamp - offset).map(Sample.touch)
            state.tracker = tracker
        }
        state.reader?.ungrab()
        state.readSource = nil
        readSource.cancel()
        return samples
    }

    private static func readError(_ code: Int32, info: TouchDeviceInfo) -> ActivetaskError {
        if code == ENODEV { return removedError("ENODEV", info: info) }
        return ActivetaskError(.deviceLost, "reading touch device \(info.node) (\(info.name)) failed: "
                               + "\(String(cString: strerror(code))); the touches recorded until then are kept")
    }

    /// The error of a device that went away; `evidence` says how the source noticed.
    private static func removedError(_ evidence: String, info: TouchDeviceInfo) -> ActivetaskError {
        ActivetaskError(.deviceLost, "touch device \(info.node) (\(info.name)) was removed while recording "
                        + "(\(evidence)); the touches recorded until then are kept, touches still down are "
                        + "cancelled; reconnect the device and record again")
    }
}
