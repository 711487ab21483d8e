import ActiveTasks
import Foundation

/// One recording to analyse: a task output folder (with `taskResult.json`), a folder of chunks
/// from `activetask record`, or a single chunk file.
public struct Recording: Sendable, Equatable {
    /// The folder (or file) as it will be named in the output.
    public var path: String
    /// The chunk files, sorted by recorder and chunk number.
    public var chunkFiles: [URL]
    /// The task's `taskResult.json`, when the recording came from `activetask run`.
    public var taskResult: URL?

    /// Creates a recording.
    public init(path: String, chunkFiles: [URL], taskResult: URL? = nil) {
        self.path = path
        self.chunkFiles = chunkFiles
        self.taskResult = taskResult
    }
}
