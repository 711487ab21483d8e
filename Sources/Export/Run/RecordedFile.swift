import RecordingFormat

/// One file a task result lists (a recorder's chunk, a signed consent PDF), with the step whose
/// result lists it.
package struct RecordedFile: Sendable, Equatable {
    /// The step whose result lists the file, or `nil` for a task-level recorder's chunk (listed
    /// in `asyncResults`).
    package var stepIdentifier: String?
    /// The file result: path, content type, sensor types, size and SHA-256.
    package var file: FileResult

    /// Whether the file is a chunk of samples (`application/x-ndjson`) that `ChunkReader` reads.
    package var isChunk: Bool {
        file.contentType == FileResult.ndjsonContentType
    }

    /// Creates a recorded file.
    /// - Parameters:
    ///   - stepIdentifier: The step listing it, or `nil` for a task-level recording.
    ///   - file: Its file result.
    package init(stepIdentifier: String?, file: FileResult) {
        self.stepIdentifier = stepIdentifier
        self.file = file
    }
}
