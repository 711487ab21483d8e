import Recorders
import RecordingFormat
import Dispatch
import Foundation
import Synchronization

/// Accelerometer and/or gyroscope samples from one IIO device, read through libiio.
///
/// One source serves every configuration bound to its device, so accel and gyro of one IMU share
/// one buffer. The libiio handles live in an `IIOCapture` used only on `queue`; reads are
/// non-blocking refills driven by a Dispatch read source on the buffer's poll descriptor.
///
/// Times: `uptime` is the device's `in_timestamp` channel in seconds when it has one (switched to
/// `CLOCK_MONOTONIC` through `current_timestamp_clock` while recording), else the reconstructed
/// monotonic time; `timestamp` is monotonic seconds since the recording's zero, the device clock
/// being anchored to `MonotonicClock.now()` at the first read: offset = monotonic read time −
/// device time of the read's last scan (see `IIOSampleClock`).
public final class IIOSource: SampleSource {
    /// The sensor types this source produces.
    public let sensorTypes: [SensorType]
    private let selector: String
    private let requestedFrequency: Double?
    private let options: IIOCaptureOptions
    private let discovered: DeviceDescription
    /// The serial queue that owns the capture and calls `emit` and `finish`.
    private let queue: DispatchQueue
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var capture: IIOCapture?
        var readSource: (any DispatchSourceRead)?
        var clock = IIOSampleClock(frequency: 100)
        var zero = RecordingZero(uptime: 0, date: Date(timeIntervalSince1970: 0))
        var emit: (@Sendable (Sample) -> Void)?
        var finish: (@Sendable (ActivetaskError?) -> Void)?
        var failure: ActivetaskError?
        var unrestored: ActivetaskError?
        var stopped: DispatchSemaphore?
        var readings: [IIOScanReading] = []
        var device: DeviceDescription?
    }

    /// Creates a source on the device `selector` (its id or name); opens nothing until `start`.
    ///
    /// - Parameters:
    ///   - selector: `iio:device1` or `bmi160`.
    ///   - sensorTypes: `.accelerometer` and/or `.gyroscope`.
    ///   - frequency: Requested Hz; the device's nearest available frequency is used.
    ///   - options: Buffer length, watermark and trigger.
    /// - Throws: `ActivetaskError` when the device is absent or lacks the channels asked for.
    public init(selector: String, sensorTypes: [SensorType], frequency: Double?,
                options: IIOCaptureOptions = IIOCaptureOptions()) throws(ActivetaskError) {
        let context = try IIOContext()
        let info = context.info(try context.device(selector))
        _ = try IIOScanDecoder(channels: info.channels, sensorTypes: Set(sensorTypes), deviceName: info.label)
        self.selector = selector
        self.sensorTypes = sensorTypes
        self.requestedFrequency = frequency
        self.options = options
        var description = info.description
        if let frequency, info.samplingFrequency != nil {
            description.details["sampling_frequency"] = IIODeviceInfo.format(info.nearestFrequency(to: frequency))
        }
        self.discovered = description
        self.queue = DispatchQueue(label: "activetask.iio.\(info.identifier)")
    }

    /// The device, with the sampling frequency that `start` will set (the available one nearest the
    /// requested); after `start`, with the frequency read back, buffer length and watermark.
    public var device: DeviceDescription {
        state.withLock { $0.device } ?? discovered
    }

    /// Opens the device, configures it and starts reading on the source's queue.
    ///
    /// - Parameters:
    ///   - zero: The recording's zero.
    ///   - emit: Called on the source's queue for every sample, in time order.
    ///   - finish: Called once if the device fails while recording, after the samples read before it.
    /// - Throws: `ActivetaskError` when the device cannot be opened or configured.
    public func start(zero: RecordingZero, emit: @escaping @Sendable (Sample) -> Void,
                      finish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        let result: Result<Void, ActivetaskError> = queue.sync {
            do throws(ActivetaskError) {
                let readSource = try state.withLock { state throws(ActivetaskError) -> any DispatchSourceRead in
                    let capture = try IIOCapture(selector: selector, sensorTypes: Set(sensorTypes),
                                                 requestedFrequency: requestedFrequency, options: options)
                    let readSource = DispatchSource.makeReadSource(fileDescriptor: capture.pollDescriptor,
                                                                   queue: queue)
                    readSource.setEventHandler { @Sendable [weak self] in self?.readAvailable() }
                    readSource.setCancelHandler { @Sendable [weak self] in self?.closeCapture() }
                    var device = discovered
                    device.details["sampling_frequency"] = capture.frequency.map(IIODeviceInfo.format) ?? "none"
                    device.details["buffer_length"] = String(capture.bufferLength)
                    device.details["watermark"] = capture.watermark.map(String.init) ?? "none"
                    state.clock = IIOSampleClock(frequency: capture.frequency ?? 100)
                    state.capture = capture
                    state.readSource = readSource
                    state.zero = zero
                    state.emit = emit
                    state.finish = finish
                    state.device = device
                    return readSource
                }
                readSource.resume()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Stops reading, disables the buffer and restores the device's settings.
    ///
    /// Must not be called on the source's queue. After it returns, `emit` is not called again.
    public func stop() {
        let semaphore = DispatchSemaphore(value: 0)
        let readSource = state.withLock { state -> (any DispatchSourceRead)? in
            guard state.readSource != nil else { return nil }
            state.stopped = semaphore
            state.finish = nil
            return state.readSource
        }
        guard let readSource else { return }
        readSource.cancel()
        semaphore.wait()
    }

    /// The settings of the device that could not be restored when the capture closed, if any:
    /// the device may keep the recording's frequency, channels or buffer until it is reset.
    public var problemAtStop: ActivetaskError? { state.withLock { $0.unrestored } }

    /// Refills per wake-up at most, so that a device faster than the reader cannot starve the queue.
    private static let maximumRefills = 64

    /// Drains the buffer and emits its samples; on a device failure, cancels the read source.
    private func readAvailable() {
        let readTime = MonotonicClock.now()
        let (samples, emit, failed) = state.withLock { state -> ([Sample], (@Sendable (Sample) -> Void)?, Bool) in
            guard let capture = state.capture else { return ([], nil, false) }
            state.readings.removeAll(keepingCapacity: true)
            var failed = false
            do throws(ActivetaskError) {
                // Drain what is there, so that one wake-up's scans are placed in time together.
                var refills = 0
                while try capture.read(into: &state.readings), refills < Self.maximumRefills {
                    refills += 1
                }
            } catch {
                state.failure = error
                failed = true
            }
            let times = state.clock.place(state.readings, readTime: readTime)
            var samples: [Sample] = []
            samples.reserveCapacity(state.readings.count * 2)
            for (reading, time) in zip(state.readings, times) {
                let timestamp = state.zero.timestamp(forMonotonic: time.monotonic)
                if let value = reading.accelerometer {
                    samples.append(.motion(MotionSample(sensorType: .accelerometer, timestamp: timestamp,
                                                        uptime: time.uptime, x: value.x, y: value.y, z: value.z)))
                }
                if let value = reading.gyroscope {
                    samples.append(.motion(MotionSample(sensorType: .gyroscope, timestamp: timestamp,
                                                        uptime: time.uptime, x: value.x, y: value.y, z: value.z)))
                }
            }
            return (samples, state.emit, failed)
        }
        if let emit {
            for sample in samples { emit(sample) }
        }
        if failed {
            state.withLock { $0.readSource }?.cancel()
        }
    }

    /// The read source's cancel handler: closes the capture, then wakes `stop` or reports the failure.
    private func closeCapture() {
        let (capture, stopped, finish, failure) = state.withLock { state in
            let capture = state.capture.take()
            state.readSource = nil
            return (capture, state.stopped, state.finish, state.failure)
        }
        let unrestored = capture?.close() ?? []
        if !unrestored.isEmpty {
            let device = self.device
            let problem = ActivetaskError(.deviceLost, "could not restore \(unrestored.joined(separator: ", ")) of IIO device "
                                        + "\(device.identifier) (\(device.name)); check its settings before the next recording")
            state.withLock { $0.unrestored = problem }
        }
        if let stopped {
            stopped.signal()
        } else {
            finish?(failure)
        }
    }
}
