import RecordingFormat

/// One chunk a task result lists, with the step whose result lists it.
public struct RecordedChunk: Sendable, Equatable {
    /// The step whose result lists the chunk, or `nil` for a task-level recorder's chunk (listed
    /// in `asyncResults`).
    public var stepIdentifier: String?
    /// The chunk's file result: path, sensor types, size and SHA-256.
    public var file: FileResult

    /// Creates a recorded chunk.
    /// - Parameters:
    ///   - stepIdentifier: The step listing it, or `nil` for a task-level recording.
    ///   - file: Its file result.
    public init(stepIdentifier: String?, file: FileResult) {
        self.stepIdentifier = stepIdentifier
        self.file = file
    }
}
