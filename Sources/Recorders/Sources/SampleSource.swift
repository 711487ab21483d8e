import RecordingFormat

/// Something that produces samples in real time: a device read through its C library, or a
/// replay of a recording.
///
/// A source may produce more than one sensor type (an IMU gives accelerometer and gyroscope
/// samples from one device buffer); the pipeline routes each sample by its `sensorType` to the
/// recorder configured for it.
///
/// A source owns its C handles and reads on its own Dispatch queue. `emit` never blocks a live
/// source: the pipeline's buffers accept or drop at once; only a source that `waitsForRecorders`
/// (a replay) is held in `emit` until its recorder has room.
public protocol SampleSource: AnyObject, Sendable {
    /// The sensor types this source produces.
    var sensorTypes: [SensorType] { get }

    /// The device behind the source, for chunk headers and `activetask devices`.
    var device: DeviceDescription { get }

    /// Starts producing samples.
    ///
    /// - Parameters:
    ///   - zero: The recording's zero; samples' `timestamp` is seconds since `zero.uptime`.
    ///   - emit: Called on the source's queue for every sample and marker, in time order.
    ///   - finish: Called once when the source ends by itself: `nil` when its input is
    ///     exhausted (a replay), an error when the device failed. Not called after `stop()`.
    /// - Throws: `ActivetaskError` when the source cannot start (device missing, permission
    ///   denied, daemon unreachable).
    func start(zero: RecordingZero,
               emit: @escaping @Sendable (Sample) -> Void,
               finish: @escaping @Sendable (ActivetaskError?) -> Void) throws

    /// Stops producing samples and releases the device; restores what `start` changed on it.
    ///
    /// After `stop()` returns, `emit` is not called again.
    func stop()

    /// Whether the source can wait for its recorders: a replay's samples were recorded already,
    /// so its `emit` waits until the sample's recorder has room and nothing is dropped; a live
    /// source's would be lost while it waited, so it never does and a full buffer drops.
    var waitsForRecorders: Bool { get }

    /// What was still wrong when `stop()` was called — a source that keeps retrying a device
    /// that went away (gpsd) and had not got it back, a device whose settings could not be
    /// restored (IIO) — reported as its recorders' error; `nil` when nothing was.
    var problemAtStop: ActivetaskError? { get }
}

extension SampleSource {
    /// A source reads a device: it never waits.
    public var waitsForRecorders: Bool { false }

    /// Nothing: sources that fail report it through `finish`.
    public var problemAtStop: ActivetaskError? { nil }
}
