import Recorders
import RecordingFormat
import Dispatch
import Synchronization

/// Location fixes from gpsd, read through libgps on the source's own serial Dispatch queue.
///
/// `start` connects and sends `WATCH_ENABLE | WATCH_JSON`; a Dispatch read source on the socket
/// then wakes the queue, which reads every complete report libgps has buffered (the socket is
/// non-blocking, so a read never waits). Each TPV report is copied into a `GPSFix` at once and
/// turned into samples by `GPSFixTracker` (see there for the fields chosen).
///
/// Clock: gpsd's reports carry GNSS time but no monotonic time, so the source's own clock is
/// `CLOCK_MONOTONIC` read when the report arrives: `uptime` is that reading and `timestamp` is
/// `uptime - zero.uptime` (the offset between device and monotonic clock is zero). The GNSS time
/// is kept as `gpsTime`.
///
/// When gpsd closes the connection mid-recording, the source writes a `sourceDisconnected`
/// marker, tries to reconnect after 0.1 s, doubling the wait up to `maximumBackoff`, and writes
/// `sourceReconnected` when gpsd answers again. It never ends by itself, so `finish` is not called;
/// a gpsd still gone when the source stops is its `problemAtStop`.
///
/// Samples are made under the source's lock and emitted after it is released, on the source's
/// queue, as the IIO and evdev sources do.
public final class GPSSource: SampleSource {
    /// Always `[.location]`.
    public let sensorTypes: [SensorType] = [.location]
    /// gpsd at the source's endpoint.
    public let device: DeviceDescription
    /// Where gpsd listens.
    public let endpoint: GPSEndpoint
    /// The longest wait between two reconnection attempts, in seconds.
    public static let maximumBackoff = 2.0
    /// The first wait after the connection broke, in seconds.
    static let initialBackoff = 0.1

    private let queue: DispatchQueue
    private let state = Mutex(State())

    private struct State {
        var emit: (@Sendable (Sample) -> Void)?
        var zero = RecordingZero(uptime: 0, date: .distantPast)
        var tracker = GPSFixTracker()
        var connection: GPSConnection?
        var readSource: (any DispatchSourceRead)?
        var backoff = GPSSource.initialBackoff
        var disconnectedAt: Double?
        var disconnection: String?
        var problemAtStop: ActivetaskError?
    }

    /// Creates a source for gpsd at `endpoint`; nothing is connected until `start`.
    ///
    /// - Parameter endpoint: gpsd's host and port.
    public init(endpoint: GPSEndpoint) {
        self.endpoint = endpoint
        device = DeviceDescription(name: "gpsd", identifier: endpoint.description, backend: "gpsd",
                                   details: ["altitude": "altMSL", "horizontalAccuracy": "eph",
                                             "verticalAccuracy": "epv", "uptime": "CLOCK_MONOTONIC at read"])
        queue = DispatchQueue(label: "activetask.gpsd.\(endpoint)")
    }

    /// Connects to gpsd and starts streaming its fixes.
    ///
    /// - Parameters:
    ///   - zero: The recording's zero.
    ///   - emit: Called on the source's queue with every fix and marker.
    ///   - finish: Never called: the source reconnects until `stop()`.
    /// - Throws: `ActivetaskError.Code.connectionFailed` when gpsd is not reachable.
    public func start(zero: RecordingZero,
                      emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        let connection = try GPSConnection(endpoint: endpoint)
        try connection.watch()
        state.withLock { state in
            state = State()
            state.emit = emit
            state.zero = zero
        }
        attach(connection)
    }

    /// Stops reading; the socket is closed on the source's queue right after.
    ///
    /// Must not be called on the source's queue. After it returns, `emit` is not called again.
    public func stop() {
        queue.sync {
            state.withLock { state in
                if state.emit != nil, state.connection == nil, let disconnectedAt = state.disconnectedAt {
                    let since = (state.zero.timestamp(forMonotonic: disconnectedAt) * 10).rounded() / 10
                    state.problemAtStop = ActivetaskError(
                        .deviceLost, "gpsd at \(endpoint) went away \(since) s into the recording (\(state.disconnection ?? "connection closed")) "
                        + "and had not come back when recording stopped; the fixes before are kept; check that gpsd is running")
                }
                state.emit = nil
                state.readSource?.cancel()
                state.readSource = nil
                state.connection = nil
            }
        }
    }

    /// Set by `stop()` when gpsd had gone away and not come back.
    public var problemAtStop: ActivetaskError? { state.withLock { $0.problemAtStop } }

    /// Reads `connection` whenever its socket is readable; the read source closes it when cancelled.
    private func attach(_ connection: GPSConnection) {
        let attached = state.withLock { state -> Bool in
            guard state.emit != nil else { return false }
            let readSource = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: queue)
            readSource.setEventHandler { @Sendable [weak self] in self?.drain(connection) }
            readSource.setCancelHandler { @Sendable in connection.close() }
            readSource.resume()
            state.connection = connection
            state.readSource = readSource
            return true
        }
        if !attached { connection.close() }
    }

    /// Handles every complete report buffered on `connection`; runs on the source's queue.
    private func drain(_ connection: GPSConnection) {
        while true {
            let message: GPSMessage?
            do {
                message = try connection.read()
            } catch {
                disconnect(connection, because: error)
                return
            }
            guard let message else { return }
            guard case .fix(let fix) = message else { continue }
            let uptime = MonotonicClock.now()
            let (emit, samples) = state.withLock { state -> ((@Sendable (Sample) -> Void)?, [Sample]) in
                guard let emit = state.emit, state.connection === connection else { return (nil, []) }
                return (emit, state.tracker.samples(for: fix, readAt: uptime, zero: state.zero))
            }
            samples.forEach { emit?($0) }
        }
    }

    /// Marks the gap, drops the broken connection and schedules the first reconnection attempt.
    private func disconnect(_ connection: GPSConnection, because error: ActivetaskError) {
        let now = MonotonicClock.now()
        let running = state.withLock { state -> (emit: @Sendable (Sample) -> Void, marker: Sample)? in
            guard let emit = state.emit, state.connection === connection else { return nil }
            state.readSource?.cancel()
            state.readSource = nil
            state.connection = nil
            state.disconnectedAt = now
            state.disconnection = error.message
            state.backoff = GPSSource.initialBackoff
            return (emit, .marker(MarkerRecord(timestamp: state.zero.timestamp(forMonotonic: now), event: .sourceDisconnected,
                                               message: "\(error.message); reconnecting")))
        }
        guard let running else { return }
        running.emit(running.marker)
        scheduleReconnect(after: GPSSource.initialBackoff)
    }

    private func scheduleReconnect(after delay: Double) {
        queue.asyncAfter(deadline: .now() + delay) { @Sendable [weak self] in self?.reconnect() }
    }

    /// One reconnection attempt; on failure the next waits twice as long, up to `maximumBackoff`.
    private func reconnect() {
        guard state.withLock({ $0.emit != nil }) else { return }
        let connection: GPSConnection
        do {
            connection = try GPSConnection(endpoint: endpoint)
            try connection.watch()
        } catch {
            let delay = state.withLock { state -> Double in
                state.backoff = min(state.backoff * 2, GPSSource.maximumBackoff)
                return state.backoff
            }
            scheduleReconnect(after: delay)
            return
        }
        let now = MonotonicClock.now()
        let running = state.withLock { state -> (emit: @Sendable (Sample) -> Void, marker: Sample)? in
            guard let emit = state.emit else { return nil }
            let gap = now - (state.disconnectedAt ?? now)
            return (emit, .marker(MarkerRecord(timestamp: state.zero.timestamp(forMonotonic: now), event: .sourceReconnected,
                                               message: "gpsd at \(endpoint) is back after \((gap * 10).rounded() / 10) s")))
        }
        if let running { running.emit(running.marker) }
        attach(connection)
    }
}
