import Foundation
import RecordingFormat
import Synchronization

/// Feeds one `SampleSource` into the recorders configured for its sensor types.
///
/// Samples go to the recorder of their `sensorType`; markers go to every recorder of the
/// source. Routing runs on the source's queue and never blocks a live source (recorders only
/// offer to their bounded buffers); a source that `waitsForRecorders` (a replay) is held until
/// the sample's recorder has room, checked every millisecond, so it drops nothing. An observer, when given, also sees every sample (not markers) after the
/// recorders have it.
public final class SampleRouter: Sendable {
    /// The source read.
    public let source: any SampleSource
    /// The recorders fed, by the sensor type they record.
    public let recorders: [SensorType: any Recorder]

    private let observer: (@Sendable (Sample) -> Void)?
    private let outcome = Mutex<ActivetaskError??>(nil)

    /// Creates a router; each recorder receives the samples of its configuration's type.
    /// - Parameters:
    ///   - source: The source read.
    ///   - recorders: The recorders fed.
    ///   - observer: Sees every sample on the source's queue; it must not block.
    public init(source: any SampleSource, recorders: [any Recorder], observer: (@Sendable (Sample) -> Void)? = nil) {
        self.source = source
        self.recorders = Dictionary(recorders.map { ($0.configuration.type, $0) }) { first, _ in first }
        self.observer = observer
    }

    /// How the source ended by itself: `nil` while it runs (or was stopped), `.some(nil)` when
    /// its input was exhausted, `.some(error)` when the device failed.
    public var finished: ActivetaskError?? { outcome.withLock { $0 } }

    /// Starts the source.
    /// - Parameters:
    ///   - zero: The recording's zero.
    ///   - onFinish: Called once on the source's queue when the source ends by itself.
    /// - Throws: The source's `ActivetaskError` when it cannot start.
    public func start(zero: RecordingZero, onFinish: @escaping @Sendable (ActivetaskError?) -> Void) throws {
        let recorders = self.recorders
        let all = Array(recorders.values)
        let observer = self.observer
        let waits = source.waitsForRecorders
        try source.start(zero: zero, emit: { @Sendable sample in
            if let type = sample.sensorType {
                if waits, let recorder = recorders[type] {
                    while !recorder.hasRoom { usleep(1000) }
                }
                recorders[type]?.record(sample)
                observer?(sample)
            } else {
                for recorder in all { recorder.record(sample) }
            }
        }, finish: { @Sendable [self] error in
            self.outcome.withLock { $0 = .some(error) }
            onFinish(error)
        })
    }

    /// Writes `marker` into every recorder of this source.
    public func mark(_ marker: MarkerRecord) {
        for recorder in recorders.values { recorder.record(.marker(marker)) }
    }

    /// Stops the source; no sample is routed after this returns.
    public func stop() {
        source.stop()
    }
}
