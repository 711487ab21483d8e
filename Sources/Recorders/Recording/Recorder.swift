import RecordingFormat

/// Something that records one configuration's samples: started, fed, stopped.
///
/// `StreamingRecorder` writes chunk files; tests and embedders may supply their own (for
/// example one that keeps samples in memory).
public protocol Recorder: AnyObject, Sendable {
    /// The configuration being recorded.
    var configuration: RecorderConfiguration { get }

    /// Where the recorder stands.
    var status: RecorderStatus { get }

    /// Prepares the output and starts accepting samples.
    /// - Parameter zero: The recording's zero, written into every chunk header.
    /// - Throws: `ActivetaskError(.outputNotWritable)` naming the folder or file when the output
    ///   cannot be written; nothing has been recorded then.
    func start(zero: RecordingZero) throws

    /// Accepts one sample or marker without blocking; a full buffer drops and counts it.
    func record(_ sample: Sample)

    /// Whether `record(_:)` would take a sample now rather than drop it: what a source that can
    /// wait (a replay) waits for before it emits.
    var hasRoom: Bool { get }

    /// Writes everything accepted, closes the output and reports it. Idempotent.
    func stop() -> RecorderResult
}

extension Recorder {
    /// A recorder of one's own takes every sample: no source waits for it.
    public var hasRoom: Bool { true }
}
